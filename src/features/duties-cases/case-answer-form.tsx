import { type FormEvent, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { answerCase } from "../../api/calls/duties-cases";
import { type DutiesCaseDetail, MAX_CASE_ANSWER_MESSAGE } from "../../api/schemas/duties-cases";
import { Button } from "../../ui/button";
import { FieldFrame } from "../../ui/fields";
import formStyles from "../../ui/form.module.css";
import { documentProblem, fileToBase64 } from "./answer-document";
import { type AnswerErrors, answerErrors } from "./case-words";
import { caseQueries } from "./queries";

const NO_ERRORS: AnswerErrors = { message: [], document: [], form: [] };

/**
 * The seller's answer to a case that needs seller action: a message and a PDF. Checked on the
 * device first (blank message, missing, non-PDF or too large file), then by the server; its
 * refusals show under their fields and the case stays as it was. Only the server's answer moves
 * the case to received on the screen: nothing is shown as done before it.
 */
export function CaseAnswerForm({ caseId }: { caseId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<AnswerErrors>(NO_ERRORS);
  // One key per answer the user means to send: a retry after a lost answer is not recorded twice.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const { i18n } = useLingui();

  const send = useMutation({
    mutationFn: async (input: { message: string; file: File }) =>
      answerCase(caseId, { message: input.message, document: { name: input.file.name, type: "application/pdf", data: await fileToBase64(input.file) } }, idempotencyKey),
    onSuccess: (updated: DutiesCaseDetail) => {
      queryClient.setQueryData(caseQueries.detail(caseId).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: caseQueries.all() });
      setIdempotencyKey(crypto.randomUUID());
    },
    onError: (error) => setErrors(answerErrors(error, i18n)),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = await documentProblem(file);
    const local: AnswerErrors = {
      message: message.trim() === "" ? [t`Write a message.`] : [],
      document: problem === "missing" ? [t`Choose a PDF file.`] : problem === "not-pdf" ? [t`The file is not a PDF.`] : problem === "too-large" ? [t`The file is larger than 150 KB.`] : [],
      form: [],
    };
    setErrors(local);
    if (local.message.length > 0 || local.document.length > 0 || !file) return;
    send.mutate({ message: message.trim(), file });
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="case-answer-title" noValidate>
      <h2 id="case-answer-title">
        <Trans>Answer the case</Trans>
      </h2>
      <p>
        <Trans>Customs waits for you: write your answer and attach the document they ask for, as a PDF of at most 150 KB.</Trans>
      </p>
      <FieldFrame label={t({ message: "Message", context: "written to the case" })} required errors={errors.message}>
        {(control) => <textarea {...control} className={formStyles.input} rows={4} maxLength={MAX_CASE_ANSWER_MESSAGE} value={message} onChange={(event) => setMessage(event.target.value)} />}
      </FieldFrame>
      <FieldFrame label={t`Document (PDF)`} required errors={errors.document}>
        {(control) => <input {...control} type="file" accept="application/pdf,.pdf" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />}
      </FieldFrame>
      {errors.form.length > 0 && (
        <p role="alert" className={formStyles.alert}>
          {errors.form.join(" ")}
        </p>
      )}
      <Button type="submit" busy={send.isPending}>
        <Trans>Send answer</Trans>
      </Button>
    </form>
  );
}

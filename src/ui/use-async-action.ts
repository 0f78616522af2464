import { useCallback, useRef, useState } from "react";

type State<T> = { status: "idle" } | { status: "pending" } | { status: "success"; data: T } | { status: "error"; error: unknown };

/**
 * A one-shot action with pending, success and error states, for the public pages (sign in,
 * reset password) that must not download TanStack Query. A later call supersedes an earlier one.
 */
export function useAsyncAction<A, T>(action: (arg: A) => Promise<T>, onSuccess?: (data: T) => void) {
  const [state, setState] = useState<State<T>>({ status: "idle" });
  const latest = useRef(0);
  const run = useCallback(
    (arg: A) => {
      const call = ++latest.current;
      setState({ status: "pending" });
      action(arg).then(
        (data) => {
          if (call !== latest.current) return;
          setState({ status: "success", data });
          onSuccess?.(data);
        },
        (error: unknown) => {
          if (call === latest.current) setState({ status: "error", error });
        },
      );
    },
    [action, onSuccess],
  );
  return {
    run,
    isPending: state.status === "pending",
    isSuccess: state.status === "success",
    isError: state.status === "error",
    error: state.status === "error" ? state.error : undefined,
  };
}

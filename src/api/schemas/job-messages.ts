/**
 * Jobs of these kinds one user, and one seller, may have queued or running at once (decision
 * 067); past either, starting another answers 429 with JOB_MESSAGES.userLimit or sellerLimit.
 * The server's own kinds (a notification's delivery) do not count.
 */
export const JOB_LIMIT_PER_USER = 5;
export const JOB_LIMIT_PER_SELLER = 10;

/** The server's words about jobs; the app shows its own translation of each (job-error-text.ts). */
export const JOB_MESSAGES = {
  fileNotReady: "The file is not ready yet.",
  noFile: "This job has no file.",
  /** A failure the job's code did not explain; the details are in the server's log. */
  failed: "Something went wrong while making this file.",
  /** Its attempts kept ending with their worker (a crash, a kill). */
  stopped: "The server stopped while making this file, too many times.",
  unknownKind: "This server does not know this kind of job.",
  badInput: "This job's input is not valid.",
  ordersGone: "One of the orders no longer exists.",
  /** 429: the user's own jobs queued or running reached JOB_LIMIT_PER_USER. */
  userLimit: `You already have ${JOB_LIMIT_PER_USER} files or imports waiting or in progress. Please wait until one of them ends, then try again.`,
  /** 429: the seller's jobs queued or running reached JOB_LIMIT_PER_SELLER. */
  sellerLimit: `Your company already has ${JOB_LIMIT_PER_SELLER} files or imports waiting or in progress. Please wait until one of them ends, then try again.`,
} as const;

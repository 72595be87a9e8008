/** Resolves in a task of its own, so that what follows does not lengthen the task that is running now. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A line of tasks run one after another: each starts once the one before has settled, whether it
 * succeeded or failed. Returns the function that puts a task in line.
 */
export function oneAfterAnother(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(task);
    last = run.catch(() => undefined);
    return run;
  };
}

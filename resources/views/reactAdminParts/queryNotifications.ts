/**
 * A scheduler for react-query's notifications (`notifyManager.setScheduler`) that runs those due
 * in the same task together, in one later task. react-query's own gives each its own `setTimeout`:
 * the 75 reference names of a terminal page, answered by three requests, each re-rendered the page
 * on its own (some 40 renders and commits in a row); together React renders them once.
 */
export const coalescingScheduler = (schedule: (run: () => void) => void = (run) => setTimeout(run, 0)) => {
  let due: Array<() => void> = [];
  return (notify: () => void) => {
    due.push(notify);
    if (due.length > 1) return;
    schedule(() => {
      const run = due;
      due = [];
      run.forEach((each) => each());
    });
  };
};

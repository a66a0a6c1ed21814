/**
 * Takes the console's frame that index.html painted ahead (scripts/build/shellPrepaintMarkup.ts)
 * out of the page: a CSS rule already hides it once the console has drawn, this keeps its header
 * and footer from standing beside the console's own.
 */
export const removeShellPrepaint = () => document.getElementById('shell-prepaint')?.remove();

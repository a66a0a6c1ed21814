import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moves an ordered table's row one place up from the keyboard by its handle: Space picks it up,
 * ArrowUp moves it, Space drops it (and the table saves). @dnd-kit listens for the arrow keys only
 * from the task after the pick-up, and a key pressed before that is not seen: as a user who waits
 * for the announcement, each key is pressed again until it is announced.
 */
export const raiseByKeyboard = async (page: Page, handle: Locator, name: string, position: number) => {
  const announced = (text: string) => page.getByRole('status').filter({ hasText: text });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(announced(`${name} pasa a la posición ${position - 1}.`)).toBeAttached({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('Space');
};

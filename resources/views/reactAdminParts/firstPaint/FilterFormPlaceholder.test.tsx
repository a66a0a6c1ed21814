import { render } from '@testing-library/react';
import { ResourceContextProvider, StoreContextProvider, memoryStore } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { FilterFormPlaceholder } from './FilterFormPlaceholder';
import { filterFormHeightKey } from './filterFormHeight';

const placeholderOf = (store = memoryStore()) =>
  render(
    <StoreContextProvider value={store}>
      <ResourceContextProvider value="Terminal">
        <FilterFormPlaceholder />
      </ResourceContextProvider>
    </StoreContextProvider>,
  ).container.firstElementChild as HTMLElement;

describe('FilterFormPlaceholder', () => {
  it('keeps as much room as the filter form took last time, so the table does not move', () => {
    const store = memoryStore({ [filterFormHeightKey('Terminal')]: 104 });
    expect(placeholderOf(store).style.minHeight).toBe('104px');
  });

  it("keeps react-admin's filter form height for a list not seen yet, hidden from assistive technology", () => {
    const placeholder = placeholderOf();
    expect(placeholder.style.minHeight).toBe('64px');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  });
});

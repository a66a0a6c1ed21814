import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateBase, type DataProvider } from 'ra-core';
import fakeRestDataProvider from 'ra-data-fakerest';
import { AdminContext, SimpleForm, TextInput } from 'ra-ui-materialui';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { loadMessages } from '../src/messages';
import { mapServiceError } from './responseErrors';
import { StylesOffDocument } from '../src/testing/StylesOffDocument';

const serialElsewhere = {
  Code: 'TM-0010',
  Message: 'PAX000000801 - Banco Ibérico',
  Errors: { serialNumber: 'TM-0010' },
};

describe('a refusal the service puts on a field', () => {
  it('shows under the field with its values filled in', async () => {
    const refusing: DataProvider = {
      ...fakeRestDataProvider({ Terminal: [] }),
      create: () => Promise.reject(mapServiceError(409, serialElsewhere, JSON.stringify(serialElsewhere))),
    };
    render(
      <AdminContext dataProvider={refusing} i18nProvider={await createI18nProvider('es', loadMessages)}>
        <CreateBase resource="Terminal">
          <SimpleForm>
            <TextInput source="serialNumber" label="Serial" />
          </SimpleForm>
        </CreateBase>
      </AdminContext>,
      { wrapper: StylesOffDocument },
    );
    await userEvent.type(await screen.findByLabelText('Serial'), 'PAX000000801');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('El número de serie PAX000000801 ya existe en la entidad Banco Ibérico.'),
    ).toBeInTheDocument();
  });
});

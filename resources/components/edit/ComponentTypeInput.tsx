import { useDataProvider, useTranslate } from 'ra-core';
import { SelectInput } from 'ra-ui-materialui';
import { useQuery } from '@tanstack/react-query';
import type { ConsoleDataProvider } from '../../../dataProviders/consoleDataProvider';
import { fieldLabel } from '../../views/labels';
import { components } from '../schema';

/** The component's type, among the types the service knows (spec section 7: Component types). */
export const ComponentTypeInput = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data = [], isPending } = useQuery({
    queryKey: ['componentTypes'],
    queryFn: async () => (await dataProvider.componentTypes()).data,
    staleTime: 10 * 60_000,
  });
  const choices = data.map((type) => ({
    id: type.id,
    name: translate(`resources.${components.resource}.choices.type.${type.id}`, { _: type.name }),
  }));
  return (
    <SelectInput
      source="type"
      label={fieldLabel(components.resource, 'type')}
      choices={choices}
      isPending={isPending}
      validate={(value: unknown) => (value ? undefined : 'ra.validation.required')}
    />
  );
};

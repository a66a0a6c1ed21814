import { defineHooks } from '../core/rules/domainHooks';
import { releaseTerminal } from './rules/deviceData';
import { assertCommerceGroup, assertGroupOfOwnCommerce } from './rules/groupOfCommerce';
import { assertSerialNotElsewhere } from './rules/serialHolder';
import { terminals } from './schema';

export const hooks = defineHooks({
  [terminals.name]: [
    {
      name: 'a serial another entity holds is refused, naming the serial and that entity (409 TM-0010)',
      beforeCreate: async (data, context) => {
        await assertSerialNotElsewhere(data.serialNumber, context);
        return data;
      },
      beforeUpdate: async (data, stored, context) => {
        if (data.serialNumber !== stored.serialNumber) await assertSerialNotElsewhere(data.serialNumber, context);
        return data;
      },
    },
    {
      name: 'a new terminal’s commerce has a group where the entity asks for one, and its group is the commerce’s',
      beforeCreate: async (data, context) => {
        await assertCommerceGroup(data, context);
        return data;
      },
    },
    {
      name: 'a terminal put in a group or moved to another commerce keeps a group of its own commerce',
      beforeUpdate: async (data, stored, context) => {
        if (data.groupId !== stored.groupId || data.commerceId !== stored.commerceId)
          await assertGroupOfOwnCommerce(data, context);
        return data;
      },
    },
    {
      name: 'a hard-deleted terminal takes its device data with it; its operations stay, detached',
      beforeDelete: (stored, { store }) => releaseTerminal(stored, store),
    },
  ],
});

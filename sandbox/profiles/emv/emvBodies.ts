import { z } from 'zod';
import { proposalSections } from '../../../resources/profiles/emv/emvShapes';

const hexText = z.string().max(600);
const amount = z.number();

const application = z
  .object({
    aid: hexText,
    label: z.string().max(100),
    kernelId: hexText,
    terminalCapabilities: hexText,
    tacDefault: hexText,
    tacDenial: hexText,
    tacOnline: hexText,
    floorLimit: amount,
    contactlessFloorLimit: amount,
    cvmRequiredLimit: amount,
    contactlessTransactionLimit: amount,
    ddol: hexText,
    tdol: hexText,
  })
  .strict();

const caKey = z
  .object({
    rid: hexText,
    index: hexText,
    exponent: hexText,
    modulus: hexText,
    hash: hexText,
    expiry: z.string().max(10),
  })
  .strict();

/** A proposal's body: the whole section as it should become (at most 50 entries). */
export const proposalBody = z.discriminatedUnion('section', [
  z.object({ section: z.literal(proposalSections[0]), items: z.array(application).max(50) }),
  z.object({ section: z.literal(proposalSections[1]), items: z.array(caKey).max(50) }),
]);

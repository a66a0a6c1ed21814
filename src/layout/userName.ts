import { HEADER_NAME_MAX } from './shellConstants';

/** A name for the header: at most 20 characters, then an ellipsis (spec section 9). */
export const truncateName = (name: string, max = HEADER_NAME_MAX): string => {
  const characters = Array.from(name.trim());
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : characters.join('');
};

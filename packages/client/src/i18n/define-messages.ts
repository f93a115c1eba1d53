import type { Language } from '@dastarkhan/domain';

/** A message in the three interface languages, side by side so none is forgotten. */
export type Message = Record<Language, string>;

/** Identity helper that keeps literal keys, so a typo in a key fails the type-check. */
export function defineMessages<const K extends string>(messages: Record<K, Message>): Record<K, Message> {
  return messages;
}

import type { FieldElement } from './useValidator.types';

/**
 * The value of the elements registered under one name: a radio group gives the checked radio's value, one
 * checkbox gives `checked`, several checkboxes give the values of the checked ones, a multiple select gives the
 * selected values, anything else its `value` string.
 */
export function readFieldValue(elements: readonly FieldElement[]): unknown {
  const [first] = elements;
  if (!first) return undefined;
  if (first instanceof HTMLInputElement && first.type === 'radio') {
    const checked = elements.find((element) => (element as HTMLInputElement).checked);
    return checked ? checked.value : undefined;
  }
  if (first instanceof HTMLInputElement && first.type === 'checkbox') {
    if (elements.length === 1) return first.checked;
    return elements.filter((element) => (element as HTMLInputElement).checked).map((element) => element.value);
  }
  if (first instanceof HTMLSelectElement && first.multiple) {
    return Array.from(first.selectedOptions, (option) => option.value);
  }
  return first.value;
}

/** A registry of the elements each field getter was spread on (several for radio and checkbox groups). */
export class FieldRegistry {
  private readonly elements = new Map<string, Set<FieldElement>>();

  /** A ref callback that registers a node under a name and forgets it when React detaches it. */
  register(name: string): (node: FieldElement | null) => void {
    let current: FieldElement | null = null;
    return (node) => {
      if (current) this.elements.get(name)?.delete(current);
      current = node;
      if (node) {
        const set = this.elements.get(name) ?? new Set<FieldElement>();
        set.add(node);
        this.elements.set(name, set);
      }
    };
  }

  /** The connected elements of a name, in document order. */
  get(name: string): FieldElement[] {
    const list = [...(this.elements.get(name) ?? [])].filter((element) => element.isConnected);
    return list.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  }

  /** The current values of every registered field. */
  readAll(): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const name of this.elements.keys()) {
      const elements = this.get(name);
      if (elements.length > 0) values[name] = readFieldValue(elements);
    }
    return values;
  }
}

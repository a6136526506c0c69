/** Test helper: read and pick the options of an antd Select through its own open dropdown. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { user } from './renderPage';

/** Opens the select labelled `label`; resolves to its dropdown once it is open and settled. */
async function open(label: string) {
  const input = screen.getByLabelText(label);
  // A form disables its fields while it validates a submit.
  await waitFor(() => expect(input).toBeEnabled());
  if (input.getAttribute('aria-expanded') !== 'true') await user.click(input);
  return waitFor(() => {
    // The combobox names its list; the list sits in the select's own dropdown.
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    const dropdown = list?.closest<HTMLElement>('.ant-select-dropdown');
    if (!dropdown || /-hidden|-leave/.test(dropdown.className)) throw new Error(`${label} closed`);
    return dropdown;
  });
}

/** The titles of the options of the select labelled `label`; a second click closes it again. */
export async function optionsOf(label: string) {
  const dropdown = await open(label);
  const titles = [...dropdown.querySelectorAll('.ant-select-item-option')].map((o) =>
    o.getAttribute('title'),
  );
  await user.click(screen.getByLabelText(label));
  return titles;
}

/** Opens the select labelled `label` and picks the option titled `option`. */
export async function pick(label: string, option: string) {
  const dropdown = await open(label);
  await user.click(await within(dropdown).findByTitle(option));
}

/** Empties the select labelled `label` with its clear button. */
export async function clear(label: string) {
  const select = screen.getByLabelText(label).closest('.ant-select');
  const button = select?.querySelector('.ant-select-clear');
  if (!button) throw new Error(`no clear button on ${label}`);
  await user.click(button);
}

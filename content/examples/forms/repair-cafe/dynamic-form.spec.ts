import { describe, expect, it } from 'vitest';
import { TestBed } from '@angular/core/testing';
import { DynamicForm } from './dynamic-form';
import { INTAKE_DEFINITION } from './intake-definition';

async function render() {
  const fixture = TestBed.createComponent(DynamicForm);
  fixture.componentRef.setInput('definition', INTAKE_DEFINITION);
  await fixture.whenStable();
  const page = fixture.nativeElement as HTMLElement;
  const type = async (id: string, text: string) => {
    const input = page.querySelector<HTMLInputElement>(`#${id}`)!;
    input.value = text;
    input.dispatchEvent(new Event('input'));
    input.dispatchEvent(new Event('blur'));
    await fixture.whenStable();
  };
  const submit = async () => {
    page.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await fixture.whenStable();
  };
  return { page, type, submit };
}

describe('DynamicForm', () => {
  it('renders one control per field of the definition', async () => {
    const { page } = await render();

    expect(page.querySelectorAll('input, select').length).toBe(INTAKE_DEFINITION.fields.length);
    expect(page.querySelector('label[for="owner"]')?.textContent).toBe('Your name');
  });

  it('applies the rules from the definition', async () => {
    const { page, type, submit } = await render();

    await type('phone', 'call me');
    await submit();

    expect(page.textContent).toContain('Your name is required.');
    expect(page.textContent).toContain('Choose kind of item.');
    expect(page.textContent).toContain('Use digits and spaces');
    expect(page.textContent).toContain('Please confirm: I understand repairs are at my own risk');
    expect(page.querySelector('pre')).toBeNull();
  });

  it('keeps what was typed and submits the values grouped by type', async () => {
    const { page, type, submit } = await render();

    await type('owner', 'Noor');
    await type('age', '12');
    const category = page.querySelector<HTMLSelectElement>('#category')!;
    category.value = 'lamp';
    category.dispatchEvent(new Event('input'));
    category.dispatchEvent(new Event('change'));
    const liability = page.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    liability.click();
    await submit();

    expect(page.querySelector<HTMLInputElement>('#owner')!.value).toBe('Noor');
    const sent = JSON.parse(page.querySelector('pre')!.textContent!);
    expect(sent).toEqual({
      text: { owner: 'Noor', category: 'lamp', phone: '' },
      numbers: { age: 12 },
      flags: { liability: true },
    });
  });
});

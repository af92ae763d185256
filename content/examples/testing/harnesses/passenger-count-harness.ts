import { BaseHarnessFilters, ComponentHarness, HarnessPredicate } from '@angular/cdk/testing';

/** Filters for finding a particular passenger counter. */
export interface PassengerCountHarnessFilters extends BaseHarnessFilters {
  /** Text of the counter's label; a RegExp matches part of it. */
  label?: string | RegExp;
}

/** Test harness for `<app-passenger-count>`. Tests talk to this API, not to the DOM. */
export class PassengerCountHarness extends ComponentHarness {
  static hostSelector = 'app-passenger-count';

  private readonly labelElement = this.locatorFor('.label');
  private readonly valueElement = this.locatorFor('.value');
  private readonly lessButton = this.locatorFor('button.less');
  private readonly moreButton = this.locatorFor('button.more');

  /** Builds a predicate for `loader.getHarness(PassengerCountHarness.with({label: 'Adults'}))`. */
  static with(options: PassengerCountHarnessFilters = {}): HarnessPredicate<PassengerCountHarness> {
    return new HarnessPredicate(PassengerCountHarness, options).addOption('label', options.label, (harness, label) =>
      HarnessPredicate.stringMatches(harness.getLabel(), label),
    );
  }

  async getLabel(): Promise<string> {
    return (await this.labelElement()).text();
  }

  async getCount(): Promise<number> {
    return Number(await (await this.valueElement()).text());
  }

  async increment(): Promise<void> {
    await (await this.moreButton()).click();
  }

  async decrement(): Promise<void> {
    await (await this.lessButton()).click();
  }

  /** Presses + or − until the counter shows `target` (or cannot move further). */
  async setCount(target: number): Promise<void> {
    let current = await this.getCount();
    while (current !== target) {
      const button = await (current < target ? this.moreButton() : this.lessButton());
      if (await button.getProperty<boolean>('disabled')) {
        return;
      }
      await button.click();
      current = await this.getCount();
    }
  }

  async canIncrement(): Promise<boolean> {
    return !(await (await this.moreButton()).getProperty<boolean>('disabled'));
  }

  async canDecrement(): Promise<boolean> {
    return !(await (await this.lessButton()).getProperty<boolean>('disabled'));
  }
}

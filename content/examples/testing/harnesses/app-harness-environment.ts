import { ApplicationRef } from '@angular/core';
import { HarnessEnvironment, HarnessLoader, TestElement } from '@angular/cdk/testing';
import { UnitTestElement } from '@angular/cdk/testing/testbed';

/**
 * A harness environment for an Angular application running in the current document without
 * TestBed, for example one started with `createApplication()` in a component sandbox.
 * It waits for the application to be stable instead of for a ComponentFixture.
 */
export class AppHarnessEnvironment extends HarnessEnvironment<Element> {
  protected constructor(
    rawRootElement: Element,
    private readonly appRef: ApplicationRef,
  ) {
    super(rawRootElement);
  }

  /** A loader for harnesses under `root` (by default the whole document body). */
  static loader(appRef: ApplicationRef, root: Element = document.body): HarnessLoader {
    return new AppHarnessEnvironment(root, appRef);
  }

  /** Runs change detection and waits until no work is pending. */
  async forceStabilize(): Promise<void> {
    this.appRef.tick();
    await this.appRef.whenStable();
  }

  /** Nothing runs outside Angular in a zoneless application that this environment could track. */
  async waitForTasksOutsideAngular(): Promise<void> {}

  protected getDocumentRoot(): Element {
    return document.body;
  }

  protected createTestElement(element: Element): TestElement {
    // Reuse the CDK's DOM-based element; it calls back into this environment to stabilize.
    return new UnitTestElement(element, () => this.forceStabilize());
  }

  protected createEnvironment(element: Element): HarnessEnvironment<Element> {
    return new AppHarnessEnvironment(element, this.appRef);
  }

  protected async getAllRawElements(selector: string): Promise<Element[]> {
    return Array.from(this.rawRootElement.querySelectorAll(selector));
  }
}

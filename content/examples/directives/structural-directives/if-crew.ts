import { Directive, TemplateRef, ViewContainerRef, effect, inject, input } from '@angular/core';
import { CrewMember, CrewRole, CrewSession, outranksOrEquals } from './crew-session';

export interface IfCrewContext {
  $implicit: CrewMember;
  appIfCrew: CrewRole;
}

@Directive({ selector: '[appIfCrew]' })
export class IfCrew {
  private readonly session = inject(CrewSession);
  private readonly template = inject<TemplateRef<IfCrewContext>>(TemplateRef);
  private readonly container = inject(ViewContainerRef);

  readonly appIfCrew = input.required<CrewRole>();
  readonly appIfCrewElse = input<TemplateRef<unknown>>();

  constructor() {
    effect(() => {
      const member = this.session.member();
      const required = this.appIfCrew();
      const fallback = this.appIfCrewElse();

      this.container.clear();
      if (member && outranksOrEquals(member, required)) {
        this.container.createEmbeddedView(this.template, { $implicit: member, appIfCrew: required });
      } else if (fallback) {
        this.container.createEmbeddedView(fallback);
      }
    });
  }

  // Tells the template type checker what the context of the template is.
  static ngTemplateContextGuard(_directive: IfCrew, context: unknown): context is IfCrewContext {
    return true;
  }
}

import { Component, ComponentRef, Type, ViewContainerRef, inputBinding, outputBinding, signal, viewChild } from '@angular/core';
import { NgComponentOutlet } from '@angular/common';
import { AlertBanner } from './alert-banner';
import { HumidityWidget, TemperatureWidget } from './widgets';

const WIDGETS: Record<string, Type<unknown>> = {
  temperature: TemperatureWidget,
  humidity: HumidityWidget,
};

@Component({
  selector: 'app-root',
  imports: [NgComponentOutlet],
  template: `
    <h2>Greenhouse dashboard</h2>
    <label>
      Show
      <select #choice (change)="widget.set(widgets[choice.value])">
        <option value="temperature">Temperature</option>
        <option value="humidity">Humidity</option>
      </select>
    </label>

    <ng-container *ngComponentOutlet="widget(); inputs: { zone: 'Orchid house' }" />

    <button type="button" (click)="raiseAlert()">Simulate a sensor alert</button>
    <ng-container #alertSlot />
  `,
})
export class App {
  protected readonly widgets = WIDGETS;
  protected readonly widget = signal<Type<unknown>>(TemperatureWidget);

  private readonly alertSlot = viewChild.required('alertSlot', { read: ViewContainerRef });
  private alertCount = 0;

  protected raiseAlert() {
    const message = signal(`Sensor alert #${++this.alertCount}: vent 3 did not close`);
    const ref: ComponentRef<AlertBanner> = this.alertSlot().createComponent(AlertBanner, {
      bindings: [
        inputBinding('message', message),
        outputBinding('dismissed', () => ref.destroy()),
      ],
    });
  }
}

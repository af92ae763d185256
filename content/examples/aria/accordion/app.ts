import { Component } from '@angular/core';
import { AccordionContent, AccordionGroup, AccordionPanel, AccordionTrigger } from '@angular/aria/accordion';

interface Faq {
  question: string;
  answer: string;
}

@Component({
  selector: 'app-root',
  imports: [AccordionGroup, AccordionTrigger, AccordionPanel, AccordionContent],
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  protected readonly faqs: Faq[] = [
    { question: 'Do I need to book a belay test?', answer: 'Yes. Tests run every hour on the hour at the front desk.' },
    { question: 'Can I bring my own chalk?', answer: 'Chalk balls and liquid chalk are fine; loose chalk is not.' },
    { question: 'Is there a minimum age?', answer: 'Climbers under 14 need an adult who has passed the belay test.' },
  ];
}

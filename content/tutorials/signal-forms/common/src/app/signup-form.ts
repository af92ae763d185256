import { Component } from '@angular/core';

@Component({
  selector: 'app-signup-form',
  template: `
    <form>
      <label>
        Your name
        <input />
      </label>
      <label>
        Email
        <input type="email" />
      </label>
      <label>
        Guests, you included
        <input type="number" />
      </label>
      <label>
        Experience
        <select>
          <option value="first-time">First time at a telescope</option>
          <option value="some">I have been before</option>
          <option value="own-telescope">I bring my own telescope</option>
        </select>
      </label>
      <label>
        <input type="checkbox" />
        I will keep red lights only on the viewing field
      </label>
      <button type="submit">Sign up</button>
    </form>
  `,
})
export class SignupForm {}

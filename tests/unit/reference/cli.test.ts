import { describe, expect, it } from 'vitest';
import type { CliPage } from '../../../content/pipeline/cli/cli-help.ts';
import { cliContentPath, cliHeadingIds, cliRoute, renderCliPage, usageLines } from '../../../content/pipeline/cli/render-cli.ts';

const PAGE: CliPage = {
  path: 'generate/component',
  parent: 'generate',
  help: {
    name: 'component',
    command: 'ng generate component [name]',
    shortDescription: 'Creates a component.',
    aliases: ['c'],
    options: [
      { name: 'name', type: 'string', positional: 0, description: 'The name of the component.' },
      { name: 'style', type: 'string', enum: ['css', 'scss', 'none'], default: 'css', aliases: ['s'] },
      { name: 'old-flag', type: 'boolean', deprecated: 'Use something else.' },
    ],
  },
};

const resolver = { symbol: () => undefined, route: () => undefined, pageIds: new Set<string>() };

describe('CLI pages', () => {
  it('maps to cli/<cmd>[/<sub>] and resolves from {path}.html', () => {
    expect(cliRoute(PAGE)).toBe('cli/generate/component');
    expect(cliContentPath(PAGE)).toBe('cli/generate/component.html');
  });

  it('writes a usage line for the name and each alias', () => {
    expect(usageLines(PAGE)).toEqual(['ng generate component [name] [options]', 'ng generate c [name] [options]']);
  });

  it('renders argument and option cards with aliases, allowed values, default and deprecation', () => {
    const html = renderCliPage(PAGE, resolver);
    expect(html).toContain('<h1 tabindex="-1">ng generate component</h1>');
    expect(html).toContain('id="argument-name"');
    expect(html).toMatch(
      /id="option-style".*Alias<\/dt><dd><code>-s<\/code>.*Allowed values<\/dt><dd><code>css<\/code>, <code>scss<\/code>, <code>none<\/code>.*Default<\/dt><dd><code>css<\/code>/s,
    );
    expect(html).toMatch(/id="option-old-flag".*Deprecated<\/dt><dd>Use something else\./s);
    expect(cliHeadingIds(PAGE)).toEqual(['usage', 'arguments', 'options', 'argument-name', 'option-style', 'option-old-flag']);
  });
});

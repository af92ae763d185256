/**
 * One API entry → its HTML fragment: header (package, name, type badge, one status badge, source
 * link), deprecation alert, highlighted signature(s), description, member cards, usage notes.
 * Markup contract: docs/api-reference.md.
 */
import { API_STATUS_LABELS, API_TYPE_LABELS, entryStatus, type ApiManifestEntry } from '../../../isomorphic/reference-model.ts';
import { renderCodeBlock } from '../markdown/code/highlight-block.ts';
import { escapeAttr, escapeText } from '../markdown/escape.ts';
import { renderDocText, renderInlineDocText, seeToMarkdown, type LinkResolver } from './doc-text.ts';
import { deprecationMessage, tagsOf, type JsDocTag } from './manifest.ts';

interface Param {
  name: string;
  description?: string;
  type: string;
  isOptional?: boolean;
  isRestParam?: boolean;
}
interface Generic {
  name: string;
  constraint?: string;
  default?: string;
}
interface Signature {
  name?: string;
  description?: string;
  jsdocTags?: JsDocTag[];
  params?: Param[];
  parameters?: Param[];
  returnType?: string;
  returnDescription?: string;
  generics?: Generic[];
}
interface FunctionLike {
  name: string;
  signatures?: Signature[];
  implementation?: Signature | null;
}
interface Member extends FunctionLike {
  memberType: string;
  memberTags?: string[];
  description?: string;
  jsdocTags?: JsDocTag[];
  type?: string;
  value?: string;
  inputAlias?: string;
  outputAlias?: string;
  isRequiredInput?: boolean;
}
/** The extracted entry fields the renderer reads (shapes differ per entry type). */
export interface RenderableEntry extends FunctionLike {
  entryType: string;
  description?: string;
  jsdocTags?: JsDocTag[];
  members?: Member[] | null;
  generics?: Generic[];
  extends?: string | string[];
  implements?: string[];
  isAbstract?: boolean;
  type?: string;
  selector?: string;
  exportAs?: string[];
  pipeName?: string | null;
  usage?: string;
  isPure?: boolean;
  decoratorType?: string;
  callFunction?: FunctionLike;
  subFunctions?: FunctionLike[];
}

export interface EntryPageInput {
  entry: RenderableEntry;
  manifest: ApiManifestEntry;
  moduleName: string;
  /** Absolute URL of the declaration's source, when known. */
  sourceUrl?: string;
  resolver: LinkResolver;
}

const SECTION_IDS = { signature: 'api-signature', description: 'api-description', members: 'api-members', usage: 'api-usage-notes' };

// --- signatures as TypeScript text -----------------------------------------------------------------

export function genericsText(generics: Generic[] | undefined): string {
  if (!generics?.length) return '';
  return `<${generics.map((g) => `${g.name}${g.constraint ? ` extends ${g.constraint}` : ''}${g.default ? ` = ${g.default}` : ''}`).join(', ')}>`;
}

function paramsOf(sig: Signature): Param[] {
  return sig.params ?? sig.parameters ?? [];
}

function paramText(p: Param): string {
  return `${p.isRestParam ? '...' : ''}${p.name}${p.isOptional ? '?' : ''}: ${p.type}`;
}

/** `name<T>(a: A, b?: B): R` — parameters on their own lines when the one-liner would be long. */
export function callText(name: string, sig: Signature, options: { returnType?: boolean; indent?: string } = {}): string {
  const indent = options.indent ?? '';
  const params = paramsOf(sig).map(paramText);
  const ret = options.returnType === false || !sig.returnType ? '' : `: ${sig.returnType}`;
  const oneLine = `${name}${genericsText(sig.generics)}(${params.join(', ')})${ret}`;
  if (oneLine.length + indent.length <= 90 || params.length < 2) return oneLine;
  return `${name}${genericsText(sig.generics)}(\n${params.map((p) => `${indent}  ${p}`).join(',\n')}\n${indent})${ret}`;
}

function signaturesOf(fn: FunctionLike): Signature[] {
  if (fn.signatures?.length) return fn.signatures;
  return fn.implementation ? [fn.implementation] : [];
}

/** Members the compiler adds for template type-checking (`ngTemplateGuard_x`, `ngAcceptInputType_x`, …) are not API. */
export function isDocumentedMember(member: Member): boolean {
  return !/^(?:ngTemplateGuard_|ngTemplateContextGuard$|ngAcceptInputType_)/.test(member.name);
}

function memberLine(member: Member): string[] {
  const tags = new Set(member.memberTags ?? []);
  const mods = [
    tags.has('protected') ? 'protected ' : '',
    tags.has('static') ? 'static ' : '',
    tags.has('abstract') ? 'abstract ' : '',
    tags.has('readonly') ? 'readonly ' : '',
  ].join('');
  const optional = tags.has('optional') ? '?' : '';
  switch (member.memberType) {
    case 'method':
      return signaturesOf(member).map(
        (sig) => `  ${mods}${callText(`${member.name}${optional}`, sig, { indent: '  ', returnType: member.name !== 'constructor' })};`,
      );
    case 'getter':
      return [`  ${mods}get ${member.name}(): ${member.type ?? 'unknown'};`];
    case 'setter':
      return [`  ${mods}set ${member.name}(value: ${member.type ?? 'unknown'});`];
    case 'enum_item':
      return [`  ${member.name}${member.value !== undefined && member.value !== '' ? ` = ${member.value}` : ''},`];
    case 'interface':
    case 'type_alias':
      return [];
    default: {
      const decorator = tags.has('input')
        ? `@Input(${member.inputAlias && member.inputAlias !== member.name ? `'${member.inputAlias}'` : ''}) `
        : tags.has('output')
          ? `@Output(${member.outputAlias && member.outputAlias !== member.name ? `'${member.outputAlias}'` : ''}) `
          : '';
      return [`  ${decorator}${mods}${member.name}${optional}: ${member.type ?? 'unknown'};`];
    }
  }
}

function heritage(entry: RenderableEntry): string {
  const ext = Array.isArray(entry.extends) ? entry.extends.join(', ') : entry.extends;
  return `${ext ? ` extends ${ext}` : ''}${entry.implements?.length ? ` implements ${entry.implements.join(', ')}` : ''}`;
}

/** The TypeScript shown in the entry's "API" section. */
export function signatureCode(entry: RenderableEntry): string {
  const members = (entry.members ?? []).filter(isDocumentedMember);
  switch (entry.entryType) {
    case 'function':
      return signaturesOf(entry)
        .map((sig) => `function ${callText(entry.name, sig)};`)
        .join('\n');
    case 'initializer_api_function': {
      const lines = signaturesOf(entry.callFunction ?? { name: entry.name }).map((sig) => `function ${callText(entry.name, sig)};`);
      for (const sub of entry.subFunctions ?? []) {
        for (const sig of signaturesOf(sub)) lines.push(`function ${callText(`${entry.name}.${sub.name}`, sig)};`);
      }
      return lines.join('\n');
    }
    case 'constant':
      return `const ${entry.name}: ${entry.type ?? 'unknown'};`;
    case 'type_alias':
      return `type ${entry.name}${genericsText(entry.generics)} = ${entry.type ?? 'unknown'};`;
    case 'enum':
      return `enum ${entry.name} {\n${members.flatMap(memberLine).join('\n')}\n}`;
    case 'decorator': {
      const sigs = (entry as unknown as { signatures?: { parameters?: Param[] }[] }).signatures ?? [];
      const calls = sigs.length ? sigs.map((s) => `@${entry.name}(${(s.parameters ?? []).map(paramText).join(', ')})`) : [`@${entry.name}()`];
      return calls.join('\n');
    }
    case 'interface':
      return `interface ${entry.name}${genericsText(entry.generics)}${heritage(entry)} {\n${members.flatMap(memberLine).join('\n')}\n}`;
    default: {
      // classes, directives, pipes, NgModules
      const prefix = entry.isAbstract ? 'abstract class' : 'class';
      return `${prefix} ${entry.name}${genericsText(entry.generics)}${heritage(entry)} {\n${members.flatMap(memberLine).join('\n')}\n}`;
    }
  }
}

// --- HTML pieces -------------------------------------------------------------------------------------

const tagComments = (tags: JsDocTag[] | undefined, name: string) => (tags ?? []).filter((t) => t.name === name).map((t) => t.comment);

function statusBadge(manifest: ApiManifestEntry): string {
  const status = entryStatus(manifest);
  if (!status) return '';
  const label = API_STATUS_LABELS[status.status];
  const since = status.version ? ` since v${status.version}` : '';
  const policy = STATUS_POLICY_LINKS[status.status];
  return policy
    ? `<a class="docs-api-status docs-api-status-${status.status}" href="${policy}">${escapeText(label + since)}</a>`
    : `<span class="docs-api-status docs-api-status-${status.status}">${escapeText(label + since)}</span>`;
}

/** Badges that link to the policy explaining them (the versioning and releases page). */
const STATUS_POLICY_LINKS: Partial<Record<string, string>> = {
  developerPreview: '/reference/releases#developer-preview',
  experimental: '/reference/releases#experimental',
  deprecated: '/reference/releases#deprecation-policy',
};

function paramsList(sig: Signature, resolver: LinkResolver, file: string): string {
  const params = paramsOf(sig);
  const items = params.map(
    (p) =>
      `<dt><code>${escapeText(p.name)}</code></dt><dd><code class="docs-api-type">${escapeText(p.type)}</code>${
        p.description ? ` ${renderInlineDocText(p.description, resolver, file)}` : ''
      }</dd>`,
  );
  const returns = sig.returnType
    ? `<dt>Returns</dt><dd><code class="docs-api-type">${escapeText(sig.returnType)}</code>${
        sig.returnDescription ? ` ${renderInlineDocText(sig.returnDescription, resolver, file)}` : ''
      }</dd>`
    : '';
  if (!items.length && !returns) return '';
  return `<dl class="docs-api-params">${items.join('')}${returns}</dl>`;
}

function descriptionOf(entry: { description?: string }, fallback?: Signature): string {
  return entry.description?.trim() || fallback?.description?.trim() || '';
}

function deprecationAlert(tags: JsDocTag[] | undefined, manifest: ApiManifestEntry | undefined, resolver: LinkResolver, file: string): string {
  const comment = tagComments(tags, 'deprecated')[0];
  if (comment === undefined) return '';
  const since = manifest?.deprecated?.version ? ` since v${manifest.deprecated.version}` : '';
  const message = deprecationMessage(comment);
  return `<div class="docs-alert docs-alert-important docs-api-deprecation" role="note"><p><strong class="docs-alert-label">Deprecated${escapeText(since)}:</strong> ${
    message ? renderInlineDocText(message, resolver, file) : 'this API will be removed in a future major version.'
  }</p></div>`;
}

function seeAlso(tags: JsDocTag[] | undefined, resolver: LinkResolver, file: string): string {
  const items = tagComments(tags, 'see')
    .map((c) => renderInlineDocText(seeToMarkdown(c), resolver, file))
    .filter((html) => html.trim());
  if (!items.length) return '';
  return `<div class="docs-api-see"><p class="docs-api-see-title">See also</p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul></div>`;
}

/** Unique, valid ids for member cards: the member name; a repeat (getter + setter) shares the card. */
function memberGroups(members: Member[]): { id: string; members: Member[] }[] {
  const groups = new Map<string, Member[]>();
  for (const member of members) {
    if (member.memberType === 'interface' || member.memberType === 'type_alias' || !isDocumentedMember(member)) continue;
    const id = member.name.replace(/[^\w$-]/g, '_');
    groups.set(id, [...(groups.get(id) ?? []), member]);
  }
  return [...groups].map(([id, list]) => ({ id, members: list }));
}

const MEMBER_KIND: Record<string, string> = {
  property: 'property',
  method: 'method',
  getter: 'getter',
  setter: 'setter',
  enum_item: 'enum member',
};

function memberCard(group: { id: string; members: Member[] }, resolver: LinkResolver, file: string): string {
  const first = group.members[0]!;
  const tags = [...new Set(group.members.flatMap((m) => m.memberTags ?? []))];
  const kinds = [...new Set(group.members.map((m) => MEMBER_KIND[m.memberType] ?? m.memberType))];
  const overloads = first.memberType === 'method' ? signaturesOf(first) : [];
  const deprecated =
    group.members.some((m) => (m.jsdocTags ?? []).some((t) => t.name === 'deprecated')) ||
    (overloads.length > 0 && overloads.every((s) => (s.jsdocTags ?? []).some((t) => t.name === 'deprecated')));
  const labels = [
    ...kinds.map((k) => `<span class="docs-api-member-kind">${escapeText(k)}</span>`),
    ...tags.map((t) => `<span class="docs-api-member-tag">${escapeText(t === 'override' ? 'inherited' : t)}</span>`),
    overloads.length > 1 ? `<span class="docs-api-member-tag">${overloads.length} overloads</span>` : '',
    deprecated ? '<span class="docs-api-member-tag docs-api-member-deprecated">deprecated</span>' : '',
  ].join('');

  let body = '';
  if (first.memberType === 'method') {
    body = overloads
      .map((sig) => {
        const code = renderCodeBlock(`${callText(first.name, sig, { returnType: first.name !== 'constructor' })};`, 'ts', { hideCopy: true });
        const desc = descriptionOf(sig) || (overloads.length === 1 ? descriptionOf(first) : '');
        return `<div class="docs-api-overload">${code}${deprecationAlert(sig.jsdocTags, undefined, resolver, file)}${desc ? renderDocText(desc, resolver, file, 4) : ''}${paramsList(sig, resolver, file)}</div>`;
      })
      .join('');
    if (overloads.length > 1 && descriptionOf(first)) body = renderDocText(descriptionOf(first), resolver, file, 4) + body;
  } else {
    for (const member of group.members) {
      const line = memberLine(member).join('\n').trim().replace(/,$/, '');
      body += renderCodeBlock(line, 'ts', { hideCopy: true });
      body += deprecationAlert(member.jsdocTags, undefined, resolver, file);
      if (member.description) body += renderDocText(member.description, resolver, file, 4);
    }
  }
  body += seeAlso(first.jsdocTags, resolver, file);
  return `<section class="docs-api-member" id="${escapeAttr(group.id)}" aria-label="${escapeAttr(first.name)}"><header class="docs-api-member-header"><h3><code>${escapeText(
    first.name,
  )}</code></h3>${labels}</header>${body}</section>`;
}

/** Ids a page will carry (member cards and sections), for resolving `#anchor` links before rendering. */
export function entryPageIds(entry: RenderableEntry): Set<string> {
  const ids = new Set(Object.values(SECTION_IDS));
  for (const group of memberGroups(entry.members ?? [])) ids.add(group.id);
  return ids;
}

/** Member ids of an entry (other pages' `Name#member` links). */
export function memberIds(entry: RenderableEntry): Set<string> {
  return new Set(memberGroups(entry.members ?? []).map((g) => g.id));
}

export function section(id: string, title: string, body: string): string {
  return body.trim()
    ? `<section class="docs-api-section" aria-labelledby="${id}"><h2 id="${id}"><a class="docs-anchor" href="#${id}">${title}</a></h2>${body}</section>`
    : '';
}

/** The page header of an entry: package, name (h1), type badge, one status badge, source link. */
export function entryHeader(input: { name: string; moduleName: string; manifest: ApiManifestEntry; sourceUrl?: string; extraBadge?: string }): string {
  const typeInfo = API_TYPE_LABELS[input.manifest.type];
  const badges = [
    `<span class="docs-api-type-badge" data-type="${input.manifest.type}"><span aria-hidden="true" class="docs-api-type-letter">${escapeText(typeInfo.short)}</span> ${escapeText(typeInfo.label)}</span>`,
    statusBadge(input.manifest),
    input.extraBadge ?? '',
  ].join('');
  const source = input.sourceUrl
    ? `<a class="docs-api-source" href="${escapeAttr(input.sourceUrl)}" target="_blank" rel="noopener">View source<span class="docs-visually-hidden"> of ${escapeText(input.name)} (opens in a new window)</span></a>`
    : '';
  return `<header class="docs-page-header docs-api-header"><p class="docs-api-package"><code>${escapeText(input.moduleName)}</code></p><h1 tabindex="-1">${escapeText(
    input.name,
  )}</h1><div class="docs-api-badges">${badges}</div>${source}</header>`;
}

/** The fragment of one entry page. */
export function renderEntryPage(input: EntryPageInput): string {
  const { entry, manifest, moduleName, resolver } = input;
  const file = `api:${moduleName}/${entry.name}`;
  const tags = tagsOf(entry as never);
  const mainSignature = entry.entryType === 'function' ? (entry.implementation ?? entry.signatures?.[0]) : undefined;
  const callSignature = entry.entryType === 'initializer_api_function' ? signaturesOf(entry.callFunction ?? { name: entry.name })[0] : undefined;

  const header = entryHeader({
    name: entry.name,
    moduleName,
    manifest,
    sourceUrl: input.sourceUrl,
    extraBadge: entry.entryType === 'pipe' && entry.isPure === false ? '<span class="docs-api-status docs-api-status-impure">Impure</span>' : '',
  });

  // Angular-specific facts.
  const facts: string[] = [];
  if (moduleName === '@angular/core/global')
    facts.push(`<dt>Global</dt><dd><code>window.ng.${escapeText(entry.name)}</code>, available in development mode (for example in the browser console)</dd>`);
  if (entry.selector) facts.push(`<dt>Selector</dt><dd><code>${escapeText(entry.selector)}</code></dd>`);
  if (entry.exportAs?.length) facts.push(`<dt>Exported as</dt><dd>${entry.exportAs.map((e) => `<code>${escapeText(e)}</code>`).join(', ')}</dd>`);
  if (entry.entryType === 'pipe' && entry.pipeName) facts.push(`<dt>Pipe name</dt><dd><code>${escapeText(entry.pipeName)}</code></dd>`);
  if (entry.entryType === 'decorator' && entry.decoratorType)
    facts.push(
      `<dt>Decorates</dt><dd>${escapeText(entry.decoratorType === 'class' ? 'classes' : entry.decoratorType === 'parameter' ? 'constructor parameters' : 'class members')}</dd>`,
    );
  const factList = facts.length ? `<dl class="docs-api-facts">${facts.join('')}</dl>` : '';

  let signatureBody = renderCodeBlock(signatureCode(entry), 'ts') + factList;
  if (entry.entryType === 'pipe' && entry.usage) signatureBody += renderCodeBlock(entry.usage, 'html', { header: 'Usage in a template' });
  if (mainSignature || callSignature) {
    const sigs = entry.entryType === 'function' ? signaturesOf(entry) : [callSignature!];
    signatureBody += sigs
      .map((sig) => {
        const desc = sigs.length > 1 ? descriptionOf(sig) : '';
        const params = paramsList(sig, resolver, file);
        if (!desc && !params) return '';
        const title = sigs.length > 1 ? renderCodeBlock(`${callText(entry.name, sig, { returnType: false })}`, 'ts', { hideCopy: true }) : '';
        return `<div class="docs-api-overload">${title}${deprecationAlert(sig.jsdocTags, undefined, resolver, file)}${desc ? renderDocText(desc, resolver, file) : ''}${params}</div>`;
      })
      .join('');
  }

  const description = descriptionOf(entry, mainSignature ?? callSignature);
  const descriptionBody = (description ? renderDocText(description, resolver, file) : '') + seeAlso(tags, resolver, file);

  const groups = memberGroups(entry.members ?? []).filter(
    (g) =>
      !(
        g.id === 'constructor' && !g.members.some((m) => m.description || signaturesOf(m).some((s) => s.description || paramsOf(s).some((p) => p.description)))
      ),
  );
  const membersBody = groups.map((g) => memberCard(g, resolver, file)).join('');

  const usageNotes = tagComments(tags, 'usageNotes').join('\n\n');

  return [
    `<article class="docs-api-entry" data-entry-type="${manifest.type}">`,
    header,
    deprecationAlert(tags, manifest, resolver, file),
    section(SECTION_IDS.signature, 'API', signatureBody),
    section(SECTION_IDS.description, 'Description', descriptionBody),
    section(SECTION_IDS.members, entry.entryType === 'decorator' ? 'Options' : entry.entryType === 'enum' ? 'Members' : 'Members', membersBody),
    section(SECTION_IDS.usage, 'Usage notes', usageNotes ? renderDocText(usageNotes, resolver, file) : ''),
    '</article>',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * One API entry → its HTML fragment: header (package, name, type badge, one status badge, source
 * link), deprecation alert, highlighted signature(s), description, member cards, usage notes.
 * Markup contract: docs/api-reference.md.
 */
import { API_STATUS_LABELS, API_TYPE_LABELS, entryStatus, type ApiManifestEntry, type ApiStatus } from '../../../isomorphic/reference-model.ts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderCodeBlock } from '../markdown/code/highlight-block.ts';
import { escapeAttr, escapeText } from '../markdown/escape.ts';
import { renderDocText, renderInlineDocText, seeToMarkdown, type LinkResolver } from './doc-text.ts';
import { addedLabel, lifecycleOf, parseEvents, type EventString } from './history.ts';
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
export interface Member extends FunctionLike {
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
  context?: EntryContext;
}

/** Whether `name` is a type of the web platform (declared as a global class in TypeScript's DOM library). */
let domLib: string | undefined;
export function isPlatformType(name: string): boolean {
  domLib ??= readFileSync(createRequire(import.meta.url).resolve('typescript/lib/lib.dom.d.ts'), 'utf8');
  return /^\w+$/.test(name) && domLib.includes(`\ndeclare var ${name}: {`);
}

const SECTION_IDS = {
  signature: 'api-signature',
  description: 'api-description',
  members: 'api-members',
  inherited: 'api-inherited',
  usage: 'api-usage-notes',
  usedIn: 'api-used-in',
};

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

/** What the page knows beyond the entry itself: its history, the guides that link to it, type links. */
export interface EntryContext {
  /** Event strings of the entry and its members (history.ts), when the history covers the entry. */
  history?: { entry: EventString; members: Record<string, EventString> };
  /** The history's baseline version ('13.3': present there = added before v14). */
  baseline?: string;
  /** Majors with an API changes page (`/reference/api-changes/v<major>`). */
  diffMajors?: ReadonlySet<number>;
  /** Guide sections linking to the entry. */
  usedIn?: { title: string; href: string }[];
  /** Package version the entry was extracted from, when it differs from the documented framework (elements). */
  extractedFrom?: string;
}

export const API_CHANGES_PATH = 'reference/api-changes';

function diffLink(version: string | undefined, ctx: EntryContext): string | undefined {
  const major = version ? Number(version.split('.')[0]) : NaN;
  return ctx.diffMajors?.has(major) ? `/${API_CHANGES_PATH}/v${major}` : undefined;
}

/** The one status of an entry: the package's marker, else stable; its version from the marker, else from the history. */
export function resolvedStatus(manifest: ApiManifestEntry, ctx: EntryContext = {}): { status: ApiStatus; version?: string } {
  const status = entryStatus(manifest) ?? { status: 'stable' as ApiStatus };
  if (status.version || !ctx.history) return status;
  const events = parseEvents(ctx.history.entry);
  const code = ({ stable: 's', developerPreview: 'p', experimental: 'x', deprecated: 'd' } as const)[status.status];
  // The start of the current run of that status.
  let since: string | undefined;
  for (let i = events.length - 1; i >= 0 && events[i]!.code === code; i--) since = events[i]!.version;
  if (since && since !== ctx.baseline) return { ...status, version: since };
  return status;
}

function statusBadge(manifest: ApiManifestEntry, ctx: EntryContext): string {
  const status = resolvedStatus(manifest, ctx);
  const label = API_STATUS_LABELS[status.status];
  const since = status.version ? ` since v${status.version}` : '';
  const policy = STATUS_POLICY_LINKS[status.status];
  return policy
    ? `<a class="docs-api-status docs-api-status-${status.status}" href="${policy}">${escapeText(label + since)}</a>`
    : `<span class="docs-api-status docs-api-status-${status.status}">${escapeText(label + since)}</span>`;
}

/** "Added in v16.0" (linking to that major's API changes) or "Added before v14". */
function addedBadge(events: EventString | undefined, ctx: EntryContext, className: string): string {
  if (!events || !ctx.baseline) return '';
  const lifecycle = lifecycleOf(events, ctx.baseline);
  const text = lifecycle.added ? `Added in v${lifecycle.added}` : `Added ${addedLabel(lifecycle, ctx.baseline)}`;
  const href = diffLink(lifecycle.added, ctx);
  return href
    ? `<a class="${className}" href="${href}" title="API changes of v${lifecycle.added!.split('.')[0]}">${escapeText(text)}</a>`
    : `<span class="${className}">${escapeText(text)}</span>`;
}

/** Badges that link to the policy explaining them (the versioning and releases page). */
const STATUS_POLICY_LINKS: Partial<Record<string, string>> = {
  developerPreview: '/reference/releases#developer-preview',
  experimental: '/reference/releases#experimental',
  deprecated: '/reference/releases#deprecation-policy',
};

// --- types with links ---------------------------------------------------------------------------------

/** Types never linked: not documented here (RxJS). */
const UNLINKED_TYPES = new Set(['Observable']);

export interface TypeLinker {
  (name: string): string | undefined;
}

/** Escaped type text with each documented type name linked to its entry (not generic parameters, not keys). */
export function linkTypes(text: string, link: TypeLinker | undefined, skip: ReadonlySet<string> = new Set()): string {
  if (!link) return escapeText(text);
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/[A-Z][\w$]*/g)) {
    const name = m[0];
    const at = m.index;
    const before = text[at - 1];
    const after = text.slice(at + name.length).trimStart();
    if ((before && /[\w$.'"`]/.test(before)) || /^\??:/.test(after) || UNLINKED_TYPES.has(name) || skip.has(name)) continue;
    const href = link(name);
    if (!href) continue;
    out += `${escapeText(text.slice(last, at))}<a href="${escapeAttr(href)}">${escapeText(name)}</a>`;
    last = at + name.length;
  }
  return out + escapeText(text.slice(last));
}

/** A type cut to about `max` characters: object literals first become `{…}`, then the text is cut. */
export function shortType(type: string, max = 60): string {
  let text = type.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  // Innermost object literals first, until it fits.
  const HOLE = '\u0000';
  for (let guard = 0; guard < 20 && text.replaceAll(HOLE, '{…}').length > max && /\{[^{}]*\}/.test(text); guard++) text = text.replace(/\{[^{}]*\}/g, HOLE);
  text = text.replaceAll(HOLE, '{…}');
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

const genericNames = (...lists: (Generic[] | undefined)[]) => new Set(lists.flatMap((l) => (l ?? []).map((g) => g.name)));

// --- parameters -----------------------------------------------------------------------------------------

function paramsTable(sig: Signature, resolver: LinkResolver, file: string, link: TypeLinker | undefined, skip: ReadonlySet<string>): string {
  const params = paramsOf(sig);
  const rows = params.map(
    (p) =>
      `<tr><td><code>${escapeText(`${p.isRestParam ? '...' : ''}${p.name}${p.isOptional ? '?' : ''}`)}</code></td><td><code class="docs-api-type">${linkTypes(
        shortType(p.type, 80),
        link,
        skip,
      )}</code></td><td>${p.description ? renderInlineDocText(p.description, resolver, file) : ''}</td></tr>`,
  );
  const table = rows.length
    ? `<table class="docs-api-params"><thead><tr><th scope="col">Parameter</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
    : '';
  const returns =
    sig.returnType && sig.returnType !== 'void'
      ? `<p class="docs-api-returns"><strong>Returns</strong> <code class="docs-api-type">${linkTypes(shortType(sig.returnType, 80), link, skip)}</code>${
          sig.returnDescription ? ` ${renderInlineDocText(sig.returnDescription, resolver, file)}` : ''
        }</p>`
      : '';
  return table + returns;
}

function descriptionOf(entry: { description?: string }, fallback?: Signature): string {
  return entry.description?.trim() || fallback?.description?.trim() || '';
}

function deprecationAlert(tags: JsDocTag[] | undefined, manifest: ApiManifestEntry | undefined, resolver: LinkResolver, file: string, since?: string): string {
  const comment = tagComments(tags, 'deprecated')[0];
  if (comment === undefined) return '';
  const version = manifest?.deprecated?.version ?? since;
  const message = deprecationMessage(comment);
  return `<div class="docs-alert docs-alert-important docs-api-deprecation" role="note"><p><strong class="docs-alert-label">Deprecated${escapeText(
    version ? ` since v${version}` : '',
  )}:</strong> ${message ? renderInlineDocText(message, resolver, file) : 'this API will be removed in a future major version.'}</p></div>`;
}

function seeAlso(tags: JsDocTag[] | undefined, resolver: LinkResolver, file: string): string {
  const items = tagComments(tags, 'see')
    .map((c) => renderInlineDocText(seeToMarkdown(c), resolver, file))
    .filter((html) => html.trim());
  if (!items.length) return '';
  return `<div class="docs-api-see"><p class="docs-api-see-title">See also</p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul></div>`;
}

/** Unique, valid ids for member cards: the member name; a repeat (getter + setter) shares the card. */
export function memberGroups(members: Member[]): { id: string; members: Member[] }[] {
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

/** Overloads shown before "Show N more overloads". */
export const VISIBLE_OVERLOADS = 1;
/** A list of more overloads than this is collapsed. */
export const COLLAPSE_OVERLOADS_ABOVE = 2;

/** Overloads: the first shown, the rest in a prerendered `<details>` (works without JavaScript) when there are many. */
function overloadList(items: string[]): string {
  if (items.length <= COLLAPSE_OVERLOADS_ABOVE) return items.join('');
  const rest = items.slice(VISIBLE_OVERLOADS);
  return `${items.slice(0, VISIBLE_OVERLOADS).join('')}<details class="docs-api-more-overloads"><summary>Show ${rest.length} more overloads</summary>${rest.join('')}</details>`;
}

/** A signature as plain, wrapped code with linked types (lighter than a highlighted block; member overloads). */
function signaturePre(text: string, link: TypeLinker | undefined, skip: ReadonlySet<string>): string {
  return `<pre class="docs-api-sig"><code>${linkTypes(text, link, skip)}</code></pre>`;
}

type MemberGroupKind = 'properties' | 'methods' | 'static';

function groupKind(group: { members: Member[] }): MemberGroupKind {
  const first = group.members[0]!;
  if ((first.memberTags ?? []).includes('static')) return 'static';
  return first.memberType === 'method' ? 'methods' : 'properties';
}

function memberStatus(group: { members: Member[] }, overloads: Signature[]): 'deprecated' | 'developerPreview' | 'experimental' | undefined {
  const tagged = (name: string) =>
    group.members.some((m) => (m.jsdocTags ?? []).some((t) => t.name.toLowerCase() === name)) ||
    (overloads.length > 0 && overloads.every((s) => (s.jsdocTags ?? []).some((t) => t.name.toLowerCase() === name)));
  if (tagged('deprecated')) return 'deprecated';
  if (tagged('experimental')) return 'experimental';
  if (tagged('developerpreview')) return 'developerPreview';
  return undefined;
}

function memberCard(
  group: { id: string; members: Member[] },
  entry: RenderableEntry,
  resolver: LinkResolver,
  file: string,
  ctx: EntryContext,
  link: TypeLinker | undefined,
): string {
  const first = group.members[0]!;
  const tags = [...new Set(group.members.flatMap((m) => m.memberTags ?? []))];
  const kinds = [...new Set(group.members.map((m) => MEMBER_KIND[m.memberType] ?? m.memberType))];
  const overloads = first.memberType === 'method' ? signaturesOf(first) : [];
  const status = memberStatus(group, overloads);
  const memberEvents = ctx.history?.members[group.id];
  const lifecycle = memberEvents && ctx.baseline ? lifecycleOf(memberEvents, ctx.baseline) : undefined;
  const labels = [
    ...kinds.map((k) => `<span class="docs-api-member-kind">${escapeText(k)}</span>`),
    ...tags.map((t) => `<span class="docs-api-member-tag">${escapeText(t === 'override' ? 'inherited' : t)}</span>`),
    overloads.length > 1 ? `<span class="docs-api-member-tag">${overloads.length} overloads</span>` : '',
    status
      ? `<span class="docs-api-member-tag docs-api-member-${status === 'deprecated' ? 'deprecated' : 'preview'}">${escapeText(
          `${API_STATUS_LABELS[status]}${status === 'deprecated' && lifecycle?.deprecated && lifecycle.deprecated !== ctx.baseline ? ` since v${lifecycle.deprecated}` : ''}`,
        )}</span>`
      : '',
    addedBadge(memberEvents, ctx, 'docs-api-member-tag docs-api-member-added'),
  ].join('');

  const skip = genericNames(entry.generics);
  let body = '';
  if (first.memberType === 'method') {
    const items = overloads.map((sig, i) => {
      const code = signaturePre(
        `${callText(first.name, sig, { returnType: first.name !== 'constructor' })};`,
        link,
        new Set([...skip, ...genericNames(sig.generics)]),
      );
      const desc = descriptionOf(sig) || (overloads.length === 1 ? descriptionOf(first) : '');
      const id = i === 0 ? '' : ` id="${escapeAttr(`${group.id}-${i + 1}`)}"`;
      const label = overloads.length > 1 ? `<p class="docs-api-overload-label">Overload ${i + 1} of ${overloads.length}</p>` : '';
      return `<div class="docs-api-overload"${id}>${label}${code}${deprecationAlert(sig.jsdocTags, undefined, resolver, file)}${
        desc ? renderDocText(desc, resolver, file, 4) : ''
      }${paramsTable(sig, resolver, file, link, new Set([...skip, ...genericNames(sig.generics)]))}</div>`;
    });
    if (overloads.length > 1 && descriptionOf(first)) body = renderDocText(descriptionOf(first), resolver, file, 4);
    body += overloadList(items);
  } else {
    for (const member of group.members) {
      const line = memberLine(member).join('\n').trim().replace(/,$/, '');
      body += signaturePre(line, link, skip);
      body += deprecationAlert(member.jsdocTags, undefined, resolver, file);
      if (member.description) body += renderDocText(member.description, resolver, file, 4);
    }
  }
  body += seeAlso(first.jsdocTags, resolver, file);
  return `<section class="docs-api-member" aria-labelledby="${escapeAttr(group.id)}"><header class="docs-api-member-header"><h3 id="${escapeAttr(
    group.id,
  )}"><a class="docs-anchor" href="#${escapeAttr(group.id)}"><code>${escapeText(first.name)}</code></a></h3>${labels}</header>${body}</section>`;
}

const GROUP_SECTIONS: Record<MemberGroupKind, { id: string; title: string }> = {
  properties: { id: 'api-properties', title: 'Properties' },
  methods: { id: 'api-methods', title: 'Methods' },
  static: { id: 'api-static', title: 'Static members' },
};

/** Ids a page will carry (member cards and sections), for resolving `#anchor` links before rendering. */
export function entryPageIds(entry: RenderableEntry): Set<string> {
  const ids = new Set<string>([...Object.values(SECTION_IDS), ...Object.values(GROUP_SECTIONS).map((g) => g.id)]);
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

/** The page header of an entry: package, name (h1), type badge, one status badge, "added in", source link. */
export function entryHeader(input: {
  name: string;
  moduleName: string;
  manifest: ApiManifestEntry;
  sourceUrl?: string;
  extraBadge?: string;
  context?: EntryContext;
}): string {
  const ctx = input.context ?? {};
  const typeInfo = API_TYPE_LABELS[input.manifest.type];
  const badges = [
    `<span class="docs-api-type-badge" data-type="${input.manifest.type}"><span aria-hidden="true" class="docs-api-type-letter">${escapeText(typeInfo.short)}</span> ${escapeText(typeInfo.label)}</span>`,
    statusBadge(input.manifest, ctx),
    addedBadge(ctx.history?.entry, ctx, 'docs-api-added'),
    input.extraBadge ?? '',
  ].join('');
  const source = input.sourceUrl
    ? `<a class="docs-api-source" href="${escapeAttr(input.sourceUrl)}" target="_blank" rel="noopener">View source<span class="docs-visually-hidden"> of ${escapeText(input.name)} (opens in a new window)</span></a>`
    : '';
  const extracted = ctx.extractedFrom
    ? `<p class="docs-api-extracted">Documented from version ${escapeText(ctx.extractedFrom)} of <code>${escapeText(input.moduleName)}</code>.</p>`
    : '';
  return `<header class="docs-page-header docs-api-header"><p class="docs-api-package"><code>${escapeText(input.moduleName)}</code></p><h1 tabindex="-1">${escapeText(
    input.name,
  )}</h1><div class="docs-api-badges">${badges}</div>${extracted}${source}</header>`;
}

/** The compact signature of a class-like entry: one line per member, its name linking to its section. */
export function compactSignature(
  entry: RenderableEntry,
  groups: { id: string; members: Member[] }[],
  link: TypeLinker | undefined,
  rendered: ReadonlySet<string> = new Set(groups.map((g) => g.id)),
): string {
  const skip = genericNames(entry.generics);
  const keyword =
    entry.entryType === 'interface'
      ? 'interface'
      : entry.entryType === 'enum'
        ? 'enum'
        : entry.entryType === 'decorator'
          ? null
          : entry.isAbstract
            ? 'abstract class'
            : 'class';
  const lines: string[] = [];
  for (const group of groups) {
    const first = group.members[0]!;
    const tags = new Set(group.members.flatMap((m) => m.memberTags ?? []));
    const mods = `${tags.has('static') ? 'static ' : ''}${tags.has('readonly') ? 'readonly ' : ''}`;
    // Members without a section of their own (an undocumented constructor) are not links.
    const name = rendered.has(group.id) ? `<a href="#${escapeAttr(group.id)}">${escapeText(first.name)}</a>` : escapeText(first.name);
    const optional = tags.has('optional') ? '?' : '';
    if (first.memberType === 'method') {
      const sigs = signaturesOf(first);
      const sig = sigs[0] ?? {};
      const params = paramsOf(sig)
        .map((p) => `${p.isRestParam ? '...' : ''}${p.name}${p.isOptional ? '?' : ''}`)
        .join(', ');
      const ret = first.name === 'constructor' || !sig.returnType ? '' : `: ${shortType(sig.returnType, 50)}`;
      const more = sigs.length > 1 ? ` <span class="docs-api-compact-note">// +${sigs.length - 1} overload${sigs.length > 2 ? 's' : ''}</span>` : '';
      lines.push(
        `  ${escapeText(mods)}${name}${optional}(${escapeText(params)})${linkTypes(ret, link, new Set([...skip, ...genericNames(sig.generics)]))};${more}`,
      );
    } else if (first.memberType === 'enum_item') {
      lines.push(`  ${name}${first.value !== undefined && first.value !== '' ? escapeText(` = ${first.value}`) : ''},`);
    } else {
      const accessor = group.members.every((m) => m.memberType === 'getter') ? 'get ' : '';
      lines.push(`  ${escapeText(mods + accessor)}${name}${optional}: ${linkTypes(shortType(first.type ?? 'unknown', 60), link, skip)};`);
    }
  }
  const open =
    keyword === null
      ? `@${escapeText(entry.name)}({`
      : `${keyword} ${escapeText(entry.name)}${linkTypes(genericsText(entry.generics), link, skip)}${linkTypes(heritage(entry), link, skip)} {`;
  return `<pre class="docs-api-compact"><code>${open}\n${lines.join('\n')}\n${keyword === null ? '})' : '}'}</code></pre>`;
}

const CLASS_LIKE = new Set(['undecorated_class', 'class', 'interface', 'directive', 'component', 'pipe', 'ng_module', 'enum']);

/** The fragment of one entry page. */
export function renderEntryPage(input: EntryPageInput): string {
  const { entry, manifest, moduleName, resolver } = input;
  const ctx = input.context ?? {};
  const file = `api:${moduleName}/${entry.name}`;
  const tags = tagsOf(entry as never);
  const mainSignature = entry.entryType === 'function' ? (entry.implementation ?? entry.signatures?.[0]) : undefined;
  const callSignature = entry.entryType === 'initializer_api_function' ? signaturesOf(entry.callFunction ?? { name: entry.name })[0] : undefined;
  const link: TypeLinker = (name) => (name === entry.name ? undefined : resolver.symbol(name)?.split('#')[0]);

  const header = entryHeader({
    name: entry.name,
    moduleName,
    manifest,
    sourceUrl: input.sourceUrl,
    context: ctx,
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

  const allGroups = memberGroups(entry.members ?? []);
  const groups = allGroups.filter(
    (g) =>
      !(
        g.id === 'constructor' && !g.members.some((m) => m.description || signaturesOf(m).some((s) => s.description || paramsOf(s).some((p) => p.description)))
      ),
  );
  // Members inherited from a web platform type (NgElement extends HTMLElement: 356 of its 361 members):
  // named in one list with their anchors, not described one by one (the platform's documentation does
  // that), and left out of the signature.
  const foreignBase = CLASS_LIKE.has(entry.entryType) && typeof entry.extends === 'string' && isPlatformType(entry.extends) ? entry.extends : undefined;
  const fromForeignBase = (g: { members: Member[] }) => foreignBase !== undefined && g.members.every((m) => (m.memberTags ?? []).includes('override'));
  const inherited = groups.filter(fromForeignBase);
  const ownGroups = groups.filter((g) => !fromForeignBase(g));
  const compact = CLASS_LIKE.has(entry.entryType) && allGroups.length > 0;
  let signatureBody =
    (compact
      ? compactSignature(
          entry,
          allGroups.filter((g) => !fromForeignBase(g)),
          link,
          new Set(ownGroups.map((g) => g.id)),
        )
      : renderCodeBlock(signatureCode(entry), 'ts')) + factList;
  if (entry.entryType === 'pipe' && entry.usage) signatureBody += renderCodeBlock(entry.usage, 'html', { header: 'Usage in a template' });
  if (mainSignature || callSignature) {
    const sigs = entry.entryType === 'function' ? signaturesOf(entry) : [callSignature!];
    const items = sigs
      .map((sig, i) => {
        const desc = sigs.length > 1 ? descriptionOf(sig) : '';
        const skip = new Set([...genericNames(sig.generics)]);
        const params = paramsTable(sig, resolver, file, link, skip);
        if (!desc && !params) return '';
        const title = sigs.length > 1 ? signaturePre(callText(entry.name, sig, { returnType: false }), link, skip) : '';
        const id = sigs.length > 1 && i > 0 ? ` id="overload-${i + 1}"` : '';
        return `<div class="docs-api-overload"${id}>${title}${deprecationAlert(sig.jsdocTags, undefined, resolver, file)}${desc ? renderDocText(desc, resolver, file) : ''}${params}</div>`;
      })
      .filter(Boolean);
    signatureBody += overloadList(items);
  }

  const description = descriptionOf(entry, mainSignature ?? callSignature);
  const descriptionBody = (description ? renderDocText(description, resolver, file) : '') + seeAlso(tags, resolver, file);

  let membersHtml = '';
  if (entry.entryType === 'decorator' || entry.entryType === 'enum') {
    membersHtml = section(
      SECTION_IDS.members,
      entry.entryType === 'decorator' ? 'Options' : 'Members',
      groups.map((g) => memberCard(g, entry, resolver, file, ctx, link)).join(''),
    );
  } else {
    for (const kind of ['properties', 'methods', 'static'] as const) {
      const list = ownGroups.filter((g) => groupKind(g) === kind);
      membersHtml += section(GROUP_SECTIONS[kind].id, GROUP_SECTIONS[kind].title, list.map((g) => memberCard(g, entry, resolver, file, ctx, link)).join(''));
    }
    if (foreignBase && inherited.length) {
      const names = inherited
        .map((g) => `<li><code id="${escapeAttr(g.id)}">${escapeText(g.members[0]!.name)}${g.members[0]!.memberType === 'method' ? '()' : ''}</code></li>`)
        .join('');
      membersHtml += section(
        SECTION_IDS.inherited,
        `Inherited from ${escapeText(foreignBase)}`,
        `<p>${inherited.length} members come from <code>${escapeText(foreignBase)}</code>, a web platform type documented on <a href="https://developer.mozilla.org/docs/Web/API/${escapeAttr(foreignBase)}">MDN</a>.</p><ul class="docs-api-inherited">${names}</ul>`,
      );
    }
  }

  const usageNotes = tagComments(tags, 'usageNotes').join('\n\n');
  const usedIn = ctx.usedIn?.length
    ? `<ul class="docs-api-used-in">${ctx.usedIn.map((u) => `<li><a href="${escapeAttr(u.href)}">${escapeText(u.title)}</a></li>`).join('')}</ul>`
    : '';
  const deprecatedSince = ctx.history && ctx.baseline ? lifecycleOf(ctx.history.entry, ctx.baseline).deprecated : undefined;

  return [
    `<article class="docs-api-entry" data-entry-type="${manifest.type}">`,
    header,
    deprecationAlert(tags, manifest, resolver, file, deprecatedSince !== ctx.baseline ? deprecatedSince : undefined),
    section(SECTION_IDS.signature, 'API', signatureBody),
    section(SECTION_IDS.description, 'Description', descriptionBody),
    membersHtml,
    section(SECTION_IDS.usage, 'Usage notes', usageNotes ? renderDocText(usageNotes, resolver, file) : ''),
    section(SECTION_IDS.usedIn, 'Used in these guides', usedIn),
    '</article>',
  ]
    .filter(Boolean)
    .join('\n');
}

import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

// Finds words people read that sit in code instead of a message module (src/messages/<area>.ts), so that a
// translation stays a new file and not a hunt. It reads the syntax tree, not the text, and uses rules of
// what user-facing text looks like; it cannot know every case, so it errs towards reporting.

export type LooseWord = { file: string; line: number; text: string }

/** Where words may live: the message modules, and long-form content that is one file per page already. */
const WORD_HOMES = [/^src\/messages\//, /-content(-more)?\.ts$/, /^src\/routes\/public\/(privacy|terms)\.tsx$/]
/**
 * Code that people never read: development-only pages, type declarations, generated files, and the API's
 * OpenAPI document with its examples (read by developers, in English like the code).
 */
const NOT_READ = [
  /\.d\.ts$/,
  /^src\/routes\/dev\//,
  /^worker\/worker-configuration/,
  /^src\/types\//,
  /^worker\/(lib|routes)\/openapi[\w-]*\.ts$/,
]
/** Props whose value people read or hear. */
const READ_PROPS = new Set(['label', 'title', 'description', 'placeholder', 'aria-label', 'alt', 'hint', 'caption'])
/** A component's own props named for words (confirmLabel, busyLabel, emptyText, pageTitle) are read too. */
const READ_PROP_NAME = /^[a-z]\w*(Label|Text|Title|Message|Description)$/
/** Object keys, variables and parameters named for words: `{ label: 'Users' }`, `cancelLabel = 'Cancel'`. */
const READ_NAME = /^(label|title|description|placeholder|hint|caption|message|text)$|[a-z](Label|Text|Title|Message)$/
/** Calls that take words: a page title, a toast. */
const READ_CALLS = /(^|\.)(use\w*Title|set\w*Title|toast(\.\w+)?)$/

/** The name a string is the value of: an object key, a variable, a parameter's default. */
function boundName(node: ts.Node): string | undefined {
  const parent = node.parent
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isVariableDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isBindingElement(parent)) &&
    parent.initializer === node
  )
    return parent.name.getText()
  return undefined
}
/** Calls whose string arguments are for developers and logs, not people. */
// `doc` and `docRaw` write the API's OpenAPI description, which is read by developers. JavaScript's own errors
// (Error, RangeError, TypeError...) report a bug in our code; what people read goes through the HTTP errors.
const DEVELOPER_CALLS =
  /^(console\.\w+|logEvent|log|debug|warn|(new )?(Range|Type|Syntax|Reference)?Error|assert\w*|describe|it|test|doc\w*)$/
/**
 * Text for machines or operators, never shown to people: a setting's name in capitals (BETTER_AUTH_SECRET), so
 * the words tell whoever deploys what to set; a mailbox (`Name <address@host>`), as in a From header; and a
 * security policy's quoted keywords ('self', 'none').
 */
const NOT_FOR_PEOPLE = [
  /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/,
  /<[^\s<>@]+@[^\s<>]+>/,
  /'(self|none|unsafe-[a-z-]+|nonce-[^']*)'/,
]

/**
 * Names whose words are read by a machine: a prompt for a vision model (RECEIPT_PROMPT, USER_PROMPT, by the
 * /prompt$/ test), and an HTTP header's value under its Title-Case name (`Vary: 'Cookie, User-Agent'`).
 */
const HEADER_NAME = /^'?[A-Z][a-z]+(-[A-Z][A-Za-z]*)*'?$/

const isWordy = (text: string) => /[A-Za-z]{2}/.test(text)
/** A phrase: words with a space and a capital or an end mark, unlike class lists, SQL and header values. */
const looksLikePhrase = (text: string) =>
  /\s/.test(text.trim()) && /[A-Za-z]{2}/.test(text) && (/(^|\s)[A-Z][a-z]/.test(text) || /[.!?:]\s*$/.test(text))
/** One capitalised word or more, as in a button ("Cancel", "Adding..."). */
const looksLikeLabel = (text: string) => /^[A-Z][a-z]+/.test(text.trim())

function calleeName(node: ts.Node): string | undefined {
  let at: ts.Node | undefined = node.parent
  while (at && !ts.isCallExpression(at) && !ts.isNewExpression(at)) {
    if (ts.isBlock(at) || ts.isSourceFile(at) || ts.isJsxElement(at)) return undefined
    at = at.parent
  }
  if (!at) return undefined
  const name = (at as ts.CallExpression).expression.getText()
  return ts.isNewExpression(at) ? `new ${name}` : name
}

function insideJsxExpression(node: ts.Node): boolean {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isJsxExpression(at)) return true
    if (ts.isBlock(at) || ts.isSourceFile(at)) return false
  }
  return false
}

function jsxAttributeName(node: ts.Node): string | undefined {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isJsxAttribute(at)) return at.name.getText()
    if (ts.isBlock(at) || ts.isSourceFile(at) || ts.isJsxElement(at)) return undefined
  }
  return undefined
}

/** Loose words in one file's source. `file` is the path from the project root, with forward slashes. */
export function looseWordsIn(file: string, source: string): LooseWord[] {
  const tree = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found: LooseWord[] = []
  const report = (node: ts.Node, text: string) =>
    found.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() })

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (isWordy(node.text)) report(node, node.text)
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      // A template's values are joined with nothing, so a key such as `comment:${id}:${at}` stays one word.
      const parts = ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)]
        : [node.text]
      const text = parts.join('')
      const isImport = ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)
      const callee = calleeName(node)
      // `.meta({ description })` documents a schema for the API document's readers, developers.
      const developerOnly = callee !== undefined && (DEVELOPER_CALLS.test(callee) || /\.meta$/.test(callee))
      // A value compared against (`s.via === 'link'`) is data, not words.
      const compared =
        ts.isBinaryExpression(node.parent) &&
        [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
          node.parent.operatorToken.kind,
        )
      const prop = jsxAttributeName(node)
      const comment = /^#|\/\//.test(text.trim())
      const name = boundName(node) ?? ''
      const machine = NOT_FOR_PEOPLE.some((re) => re.test(text)) || /prompt$/i.test(name) || HEADER_NAME.test(name)
      if (
        !isImport &&
        !developerOnly &&
        !compared &&
        !comment &&
        !machine &&
        !ts.isTypeNode(node.parent) &&
        isWordy(text)
      ) {
        if (
          (prop && (READ_PROPS.has(prop) || READ_PROP_NAME.test(prop))) ||
          looksLikePhrase(text) ||
          (insideJsxExpression(node) && !prop && looksLikeLabel(text)) ||
          (looksLikeLabel(text) && READ_NAME.test(boundName(node) ?? '')) ||
          (looksLikeLabel(text) && callee !== undefined && READ_CALLS.test(callee))
        )
          report(node, parts.join('…'))
      }
      if (ts.isTemplateExpression(node)) for (const span of node.templateSpans) visit(span.expression)
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return found
}

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(root, path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Every loose word in the app and the worker. */
export function looseWords(root: string): LooseWord[] {
  return ['src', 'worker']
    .flatMap((dir) => sourceFiles(root, dir))
    .map((path) => relative(root, join(root, path)).replaceAll('\\', '/'))
    .filter((file) => !WORD_HOMES.some((re) => re.test(file)) && !NOT_READ.some((re) => re.test(file)))
    .flatMap((file) => looseWordsIn(file, readFileSync(join(root, file), 'utf8')))
}

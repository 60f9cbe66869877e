/**
 * Rules that keep every user-facing string in the message catalogues (app/locales) and every
 * internal link in the page's language. See "Adding a string" in the README.
 */

// Letters of English or Hindi: a text with none of them (a dash, "·", "24/7", an emoji) is fine.
const WORDS = /[A-Za-z\p{Script=Devanagari}]{2,}/u
// Names that are the same in both languages.
const ALLOWED = new Set(['MainDoctor', 'main_doctor', 'WhatsApp', 'IST', 'OK'])

const TEXT_ATTRIBUTES = new Set([
  'alt',
  'title',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
])
// Object properties that carry words to a person: toasts, replies, e-mail parts.
const MESSAGE_PROPERTIES = new Set([
  'title',
  'description',
  'message',
  'error',
  'formErrors',
  'subject',
  'text',
])
// Zod checks whose last argument is the message shown next to the field.
const SCHEMA_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'email',
  'url',
  'refine',
  'nonempty',
  'startsWith',
  'endsWith',
  'includes',
  'gte',
  'lte',
  'gt',
  'lt',
  'int',
  'positive',
  'nonnegative',
  'date',
])

function isWords(value) {
  if (typeof value !== 'string') return false
  const trimmed = value.trim()
  return WORDS.test(trimmed) && !ALLOWED.has(trimmed)
}

function templateWords(node) {
  return node.quasis.some((quasi) => isWords(quasi.value.cooked ?? ''))
}

const noUiLiterals = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text comes from the message catalogues (app/locales).' },
    messages: {
      jsx: 'Text "{{text}}" is written in JSX: put it in a catalogue (app/locales/<lang>/<ns>.json) and use t().',
      attribute: 'The {{name}} "{{text}}" is written in JSX: put it in a catalogue and use t().',
      message:
        'The {{name}} "{{text}}" is written in code: put it in a catalogue and use getT() or messageRef().',
    },
    schema: [],
  },
  create(context) {
    const short = (text) => text.trim().replace(/\s+/g, ' ').slice(0, 40)
    return {
      JSXText(node) {
        if (isWords(node.value)) {
          context.report({ node, messageId: 'jsx', data: { text: short(node.value) } })
        }
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return
        const expression = node.expression
        if (expression.type === 'Literal' && isWords(expression.value)) {
          context.report({ node, messageId: 'jsx', data: { text: short(expression.value) } })
        } else if (expression.type === 'TemplateLiteral' && templateWords(expression)) {
          context.report({
            node,
            messageId: 'jsx',
            data: { text: short(expression.quasis[0].value.cooked ?? '') },
          })
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null
        if (!name || !TEXT_ATTRIBUTES.has(name) || !node.value) return
        let value = node.value
        if (value.type === 'JSXExpressionContainer') value = value.expression
        if (value.type === 'Literal' && isWords(value.value)) {
          context.report({ node, messageId: 'attribute', data: { name, text: short(value.value) } })
        } else if (value.type === 'TemplateLiteral' && templateWords(value)) {
          context.report({
            node,
            messageId: 'attribute',
            data: { name, text: short(value.quasis[0].value.cooked ?? '') },
          })
        }
      },
      CallExpression(node) {
        const callee = node.callee
        const name =
          callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
            ? callee.property.name
            : null
        if (!name || !SCHEMA_CHECKS.has(name)) return
        for (const argument of node.arguments) {
          if (
            argument.type === 'Literal' &&
            isWords(argument.value) &&
            /\s/.test(argument.value.trim())
          ) {
            context.report({
              node: argument,
              messageId: 'message',
              data: { name: `${name}() message`, text: short(argument.value) },
            })
          }
        }
      },
      Property(node) {
        const name =
          node.key.type === 'Identifier'
            ? node.key.name
            : node.key.type === 'Literal'
              ? String(node.key.value)
              : null
        if (!name || !MESSAGE_PROPERTIES.has(name)) return
        const values = node.value.type === 'ArrayExpression' ? node.value.elements : [node.value]
        for (const value of values) {
          if (!value) continue
          if (value.type === 'Literal' && isWords(value.value) && /\s/.test(value.value.trim())) {
            context.report({
              node: value,
              messageId: 'message',
              data: { name, text: short(value.value) },
            })
          } else if (value.type === 'TemplateLiteral' && templateWords(value)) {
            context.report({
              node: value,
              messageId: 'message',
              data: { name, text: short(value.quasis[0].value.cooked ?? '') },
            })
          }
        }
      },
    }
  },
}

const LINK_NAMES = new Set(['Link', 'NavLink', 'Form', 'useNavigate', 'redirectDocument'])

const localizedLinks = {
  meta: {
    type: 'problem',
    docs: { description: "Internal links keep the page's language." },
    messages: {
      link: "Import {{name}} from '#app/utils/i18n/links.tsx', which keeps the page's language (/hi/…).",
    },
    schema: [],
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'react-router') return
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier') continue
          const name = specifier.imported.name
          if (LINK_NAMES.has(name))
            context.report({ node: specifier, messageId: 'link', data: { name } })
        }
      },
    }
  },
}

export default { rules: { 'no-ui-literals': noUiLiterals, 'localized-links': localizedLinks } }

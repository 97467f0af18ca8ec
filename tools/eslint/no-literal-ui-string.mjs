// Every user-facing string goes through the message bundles (STYLE.md habit 6): this rule reports
// text written straight into JSX, and string literals given to the props that people read or
// hear (title, aria-label, placeholder, alt, label, and props named like them: closeLabel,
// confirmText, emptyTitle...). Text without a letter (·, /, ×, 1/3) is not language and passes.

const LETTER = /\p{L}/u;

/** Props whose value is read or heard by people. */
const DEFAULT_ATTRIBUTES = [
  'title',
  'alt',
  'label',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
];
/** Our components' own text props follow these names (Dialog closeLabel, AlertDialog confirmText). */
const DEFAULT_ATTRIBUTE_PATTERNS = ['^(?:[a-z]+)?(?:Label|Text|Title|Placeholder|Message)$'];

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralUiString = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text in JSX must come from the message bundles (useT), not string literals.' },
    schema: [
      {
        type: 'object',
        properties: {
          attributes: { type: 'array', items: { type: 'string' } },
          attributePatterns: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      text: 'Text "{{text}}" is written into JSX: put it in the message bundles (ko first) and render t(\'…\').',
      attribute: '"{{name}}" is given the literal "{{text}}": people read or hear it, so take it from the message bundles with t(\'…\').',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const attributes = new Set(options.attributes ?? DEFAULT_ATTRIBUTES);
    const patterns = (options.attributePatterns ?? DEFAULT_ATTRIBUTE_PATTERNS).map((pattern) => new RegExp(pattern));
    const isTextProp = (name) => attributes.has(name) || patterns.some((pattern) => pattern.test(name));
    const shorten = (text) => {
      const trimmed = text.trim().replace(/\s+/g, ' ');
      return trimmed.length > 40 ? `${trimmed.slice(0, 39)}…` : trimmed;
    };

    /** String literals an expression evaluates to directly: 'x', `x`, a ? 'x' : 'y', a || 'x'. */
    function literalStrings(node) {
      if (!node) return [];
      switch (node.type) {
        case 'Literal':
          return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
        case 'TemplateLiteral':
          return node.quasis.map((quasi) => ({ node: quasi, text: quasi.value.cooked ?? quasi.value.raw }));
        case 'ConditionalExpression':
          return [...literalStrings(node.consequent), ...literalStrings(node.alternate)];
        case 'LogicalExpression':
          return [...literalStrings(node.left), ...literalStrings(node.right)];
        case 'JSXExpressionContainer':
          return literalStrings(node.expression);
        default:
          return [];
      }
    }

    return {
      JSXText(node) {
        if (LETTER.test(node.value)) context.report({ node, messageId: 'text', data: { text: shorten(node.value) } });
      },
      JSXExpressionContainer(node) {
        // {'text'} as a child; attribute values are handled with their attribute.
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return;
        for (const found of literalStrings(node.expression)) {
          if (LETTER.test(found.text)) context.report({ node: found.node, messageId: 'text', data: { text: shorten(found.text) } });
        }
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !isTextProp(node.name.name)) return;
        for (const found of literalStrings(node.value)) {
          if (LETTER.test(found.text)) {
            context.report({ node: found.node, messageId: 'attribute', data: { name: node.name.name, text: shorten(found.text) } });
          }
        }
      },
    };
  },
};

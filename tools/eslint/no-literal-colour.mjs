// Theme tokens, not literal colours (STYLE.md habit 7; libs/ui README "Tokens"): components colour
// things with the token utilities (bg-surface, text-muted, bg-accent...) or var(--onair-*), so both
// themes (DARK, BLUE) follow. This rule reports colour values written into strings and templates:
// hex (#ff2e88), colour functions (rgb(), hsl(), oklch()...), Tailwind's fixed palette
// (text-red-500, bg-white) and arbitrary values holding a colour (bg-[#fff]).

const HEX = /(?<![&\w])#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})(?![\w-])/;
const COLOUR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;
const PALETTE =
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose';
const UTILITY = 'bg|text|border(?:-[xytrbl])?|ring|ring-offset|outline|fill|stroke|from|via|to|divide|decoration|placeholder|caret|accent|shadow';
const TAILWIND_PALETTE = new RegExp(`(?<=^|[\\s:!])(?:${UTILITY})-(?:(?:${PALETTE})-\\d{2,3}|white|black)(?:\\/\\d+)?(?=$|\\s)`);

/** What in a string is a literal colour, or null. */
export function literalColourIn(text) {
  return HEX.exec(text)?.[0] ?? COLOUR_FUNCTION.exec(text)?.[0]?.concat('…)') ?? TAILWIND_PALETTE.exec(text)?.[0] ?? null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralColour = {
  meta: {
    type: 'problem',
    docs: { description: 'Colours come from the theme tokens (Tailwind token utilities or var(--onair-*)), never literal values.' },
    schema: [],
    messages: {
      colour:
        'Literal colour "{{colour}}": use a theme token (bg-surface, text-muted, bg-accent, border-border... or var(--onair-*)); a new colour is a new token in both themes of libs/ui theme.css.',
    },
  },
  create(context) {
    const check = (node, text) => {
      // Links and ids may look like hex (#feed, #add): they are not colours.
      const parent = node.parent;
      if (parent?.type === 'JSXAttribute' && ['href', 'to', 'id', 'htmlFor', 'key'].includes(parent.name?.name)) return;
      const colour = typeof text === 'string' ? literalColourIn(text) : null;
      if (colour) context.report({ node, messageId: 'colour', data: { colour } });
    };
    return {
      Literal(node) {
        check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
      JSXText(node) {
        // Colours written as text (a <style> body, an SVG attribute spelled out) count too.
        check(node, node.value);
      },
    };
  },
};

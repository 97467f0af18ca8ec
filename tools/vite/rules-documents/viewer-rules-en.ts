import { EFFECTIVE_FROM_EN, type RulesContext, type RulesText } from './rules-text';

/** The English version of viewer-rules.ts, section for section. */
export const viewerRulesEn = ({ serviceName, currency, email }: RulesContext): RulesText => ({
  title: 'Viewer rules',
  intro: `These rules set the standards every member who watches broadcasts and joins the chat on ${serviceName} (the "Service") keeps, so that everyone can enjoy it with respect for one another.`,
  effectiveFrom: EFFECTIVE_FROM_EN,
  sections: [
    {
      heading: '1. Chat manners',
      items: [
        'Respect broadcasters and other viewers; no swearing, contempt or personal attacks.',
        'Do not post the same thing again and again or disrupt the broadcast.',
        "Follow the broadcaster's and the chat managers' guidance.",
      ],
    },
    {
      heading: '2. Prohibited conduct',
      items: [
        'Posting obscene or violent content, or hate speech',
        "Posting your own or others' personal information, such as contact details or addresses",
        'Advertising, promoting illegal sites, or inviting others to gamble or speculate',
        'Impersonating others, or swaying opinion with several IDs',
        'Recording broadcasts without permission and distributing them elsewhere',
      ],
    },
    {
      heading: '3. Support and items',
      items: [
        `Virtual currency (called "${currency.en}" on the Service) and items may be bought only with your own means of payment.`,
        'Support is voluntary encouragement; improper demands in return for support are prohibited.',
        "Virtual currency obtained with another person's means of payment, or otherwise dishonestly, is recovered.",
      ],
    },
    {
      heading: '4. Age-restricted broadcasts',
      paragraphs: ["Adult broadcasts may be watched only by members aged 19 or over who have completed identity verification. Do not share your verification with others or verify in another person's name."],
    },
    {
      heading: '5. Reports',
      paragraphs: ['If you find a broadcast or chat that breaks these rules, please tell us with the report function. Reporters are never disclosed; repeated false reports may restrict your use of the Service.'],
    },
    {
      heading: '6. Sanctions',
      paragraphs: [`A breach may lead to a chat ban, removal from a broadcast, or temporary or permanent suspension. If you disagree with a sanction, please contact the customer centre (${email}).`],
    },
  ],
});

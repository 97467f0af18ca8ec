import { EFFECTIVE_FROM_EN, type RulesContext, type RulesText } from './rules-text';

/** The English version of broadcast-rules.ts, section for section. */
export const broadcastRulesEn = ({ serviceName, companyName, streamerTitle, currency, email }: RulesContext): RulesText => ({
  title: 'Broadcast rules',
  intro: `These rules set the standards that broadcasters hosting live broadcasts on ${serviceName} (the "Service"; a broadcaster is called "${streamerTitle.en}" there) must keep, and the measures ${companyName} (the "Company") takes when they are breached.`,
  effectiveFrom: EFFECTIVE_FROM_EN,
  sections: [
    {
      heading: '1. Opening a broadcast',
      items: [
        'Any member who has completed signup may open a broadcast.',
        'Only members aged 19 or over who have completed identity verification may open an adult broadcast, and must mark it as adult in the broadcast settings.',
        "A broadcast's title, thumbnail and channel description must match what is actually broadcast.",
      ],
    },
    {
      heading: '2. Prohibited content',
      items: [
        'Obscene material, or showing or suggesting sexual acts',
        'Showing or encouraging violence, self-harm, abuse or crime',
        'Hatred, discrimination or contempt against any person or group',
        "Filming others without their consent, or exposing others' personal information",
        'Streaming video, music or game footage without the rights holder’s permission',
        'Promoting gambling, illegal speculative activity or illegal goods',
      ],
    },
    {
      heading: '3. Protecting young people',
      paragraphs: ['In broadcasts young people may watch, broadcasters must not show content harmful to them, and must never ask young viewers for support or to meet in person.'],
    },
    {
      heading: '4. Support and earnings',
      items: [
        `Virtual currency sent by viewers (called "${currency.en}" on the Service) is settled at the rate and by the procedure the Company sets.`,
        'Forcing viewers to give, treating viewers differently by the amount they give, and inviting support with false events are prohibited.',
        'Support obtained dishonestly is left out of settlement, and may be recovered if already settled.',
      ],
    },
    {
      heading: '5. Sanctions',
      paragraphs: ['Depending on how serious and how repeated a breach is, the following measures are taken. A clear breach of the law may be reported to the authorities.'],
      items: ['A warning and the end of the broadcast', 'Broadcasting suspended for a time (1 to 30 days)', 'Broadcasting suspended permanently and settlement withheld', 'Loss of membership'],
    },
    {
      heading: '6. Appeals',
      paragraphs: [`A broadcaster who disagrees with a sanction may appeal to the customer centre (${email}) within 30 days of being told of it; the Company answers within 15 days of receiving the appeal.`],
    },
  ],
});

import { EFFECTIVE_FROM_EN, type RulesContext, type RulesText } from './rules-text';

/** The English version of service-rules.ts, article for article. */
export const serviceRulesEn = ({ serviceName, companyName, currency, email, phone }: RulesContext): RulesText => ({
  title: 'Terms of service',
  intro: `These terms set out the rights, duties and responsibilities between ${companyName} (the "Company") and its members in using ${serviceName} (the "Service").`,
  effectiveFrom: EFFECTIVE_FROM_EN,
  sections: [
    {
      heading: 'Article 1 (Purpose)',
      paragraphs: ['These terms set the conditions and procedures for members to watch and host live broadcasts on the Service, and to buy and use virtual currency and items.'],
    },
    {
      heading: 'Article 2 (Definitions)',
      items: [
        'A "member" is a person who has agreed to these terms, entered into a service agreement with the Company and been given an ID.',
        'A "broadcaster" is a member who hosts live broadcasts on the Service.',
        `"Virtual currency" is the electronic means of payment used within the Service to buy items and support broadcasters, called "${currency.en}" on the Service.`,
        'An "item" is digital content a member buys with virtual currency to give to a broadcaster or to use themselves.',
      ],
    },
    {
      heading: 'Article 3 (Effect and changes of these terms)',
      items: [
        'These terms take effect when posted on the Service or otherwise made known to members.',
        'The Company may change these terms within the law, announcing the change and its effective date 7 days in advance (30 days for a change unfavourable to members).',
        'A member who does not agree to the changed terms may end the service agreement.',
      ],
    },
    {
      heading: 'Article 4 (Membership)',
      items: [
        "Membership is formed when a user agrees to these terms and to the collection and use of personal information, applies in the Company's form, and the Company accepts the application.",
        "The Company may refuse, or later end, the agreement of anyone who used another person's name or gave false information.",
        'Age-restricted services such as adult broadcasts are available only to members who have completed identity verification.',
      ],
    },
    {
      heading: "Article 5 (Members' duties)",
      items: [
        'Members are responsible for their ID and password and must not let a third party use them.',
        'Members must follow the law, these terms, the Broadcast rules and the Viewer rules.',
        "Members must not infringe others' rights or disrupt the operation of the Service.",
      ],
    },
    {
      heading: 'Article 6 (Virtual currency and paid services)',
      items: [
        'Virtual currency is bought with the payment methods the Company offers; as a rule, bought virtual currency is not refunded in cash.',
        'Unused virtual currency may be withdrawn from purchase within 7 days of buying it, except virtual currency already used or given free in an event.',
        'Where a minor paid without the consent of a legal guardian, the minor or the guardian may cancel the payment.',
      ],
    },
    {
      heading: 'Article 7 (Restrictions on use)',
      paragraphs: ['Where a member breaches these terms or the operating policies, the Company may warn, suspend for a time or suspend permanently, and tells the member the reason and the period. The member may appeal.'],
    },
    {
      heading: 'Article 8 (Ending the agreement and leaving)',
      paragraphs: ['Members may end the service agreement at any time from the withdrawal menu of the Service. On leaving, the virtual currency and items held are forfeited, and member information is destroyed without delay, except what the law requires to be kept.'],
    },
    {
      heading: 'Article 9 (Limits of liability)',
      paragraphs: ["The Company is not liable for damage caused by natural disasters, force majeure or the member's own fault. A broadcaster is responsible for the content of their broadcasts."],
    },
    {
      heading: 'Article 10 (Enquiries and disputes)',
      paragraphs: [
        `Please send enquiries about the Service to the customer centre (phone ${phone}, email ${email}). Disputes between the Company and members are governed by the laws of the Republic of Korea, and the competent court is determined under the Civil Procedure Act.`,
      ],
    },
  ],
});

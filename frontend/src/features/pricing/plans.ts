// The three plans as the pricing page presents them (docs/PRODUCT.md §2, §9; limits from §9 "Trial and plans").
export type PlanId = 'trial' | 'basic' | 'pro';

export interface PlanCardContent {
  id: PlanId;
  name: string;
  price: string;
  summary: string;
  features: string[];
  popular?: boolean;
}

export const plans: PlanCardContent[] = [
  {
    id: 'trial',
    name: 'Free Trial',
    price: '$0',
    summary: 'Try every feature, no card needed.',
    features: ['100 AI credits or 30 days', '5 photo uploads', 'All seven log types', 'AI chat about your data', 'CSV export'],
  },
  {
    id: 'basic',
    name: 'Basic',
    price: '$5.9',
    summary: 'For everyday logging.',
    features: ['1,000 AI credits a month', '30 photo uploads a month', 'All seven log types', 'AI chat about your data', 'CSV export'],
    popular: true,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: '$9.9',
    summary: 'For deep, regular analysis.',
    features: [
      '5,000 AI credits a month',
      '100 photo uploads a month',
      'Deeper health analysis in chat',
      'All seven log types',
      'CSV export',
    ],
  },
];

import { SUBSCRIPTION_PRICES } from '@onair/contracts';
import { subscriptionPlans } from './subscription-plans';

test('one month for 3300 and three months for 9900, shortest first', () => {
  expect(subscriptionPlans()).toEqual([
    { id: 'oneMonth', months: 1, price: 3300 },
    { id: 'threeMonths', months: 3, price: 9900 },
  ]);
});

test('prices come from @onair/contracts, one plan per price', () => {
  const plans = subscriptionPlans();
  expect(plans.map((plan) => plan.id).sort()).toEqual(Object.keys(SUBSCRIPTION_PRICES).sort());
  for (const plan of plans) expect(plan.price).toBe(SUBSCRIPTION_PRICES[plan.id]);
});

test('each call hands out its own list', () => {
  const plans = subscriptionPlans();
  plans.pop();
  expect(subscriptionPlans()).toHaveLength(2);
});

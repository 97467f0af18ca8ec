export { formatCurrency } from './formatCurrency';
export { subscriptionPlans, type SubscriptionPlan, type SubscriptionPlanId } from './subscriptionPlans';

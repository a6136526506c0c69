/** Campaign pricing: SPEC.md section 9's placeholder constants, one edit away from real pricing. */

export const PRICING = {
  /** One AI agent costs this many USD a day. */
  aiAgentDailyUsd: 5,
  /** The calculator's per-day figure (placeholder in SPEC.md). */
  calculatorDailyUsd: 0.5,
  defaultAiAgents: 25,
  /** The daily-cost box on the campaign edit header. */
  campaignEditDailyUsd: 12,
  /** The list's daily and total cost columns. */
  listDailyUsd: 5,
  listTotalUsd: 2500,
} as const;

/** Daily cost in USD of running `agents` AI agents. */
export const agentsDailyCost = (agents: number = PRICING.defaultAiAgents): number =>
  Math.max(0, agents) * PRICING.aiAgentDailyUsd;

/** The costs shown on a campaign row of the list. */
export const campaignListCosts = () => ({
  daily: PRICING.listDailyUsd,
  total: PRICING.listTotalUsd,
});

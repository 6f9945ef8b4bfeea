"""Rattus knowledge for the generic search bots: candidates, rollout policy, evaluation."""

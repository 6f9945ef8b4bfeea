"""The Notre Dame table (Qt)."""

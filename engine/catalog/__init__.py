"""The card catalog: card files (cards/*.yaml), their loader and the card-data vocabulary."""

"""The Rattus Cartus table (Qt): board scene, flow, names, art, rules page."""

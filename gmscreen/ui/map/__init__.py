"""The battle map: zones, connections and tokens in a zoomable scene, edited by drawing."""

"""RFI: Freelancers (a 2d20 game): tasks, pools, traits, odds, challenges and combat."""

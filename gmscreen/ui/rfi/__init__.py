"""RFI: Freelancers on the GM screen: pools, traits, task, challenges, tracker, sheets, combat."""

"""The model layer's RFI: Freelancers part: character sheets, pools and task commands."""

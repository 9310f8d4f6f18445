# tqdm's progress bar, stood in for: the items unchanged.
def tqdm(items, *args, **kwargs):
    return items

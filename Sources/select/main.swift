import SelectCore
print(optionTable.count)

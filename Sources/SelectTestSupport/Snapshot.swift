import SelectCore

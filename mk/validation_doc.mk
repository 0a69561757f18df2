# mk/validation_doc.mk - docs/VALIDATION.md written from the output of make validate's programs
# (validate/report.sh; the explanations are validate/notes/*.md). Takes as long as make validate.
.PHONY: validation-doc
validation-doc: $(BIN) $(addprefix $(BUILD)/,$(VALIDATES))
	$(Q)mkdir -p $(BUILD)/validate
	$(Q)GPUPERF_BIN=$(BIN) GPUPERF_VALIDATE_OUT=$(BUILD)/validate \
		sh validate/report.sh -b $(BUILD) -o docs/VALIDATION.md $(VALIDATES)

# Rewrites an instruction line of a .traceg to at most 1 destination and 4 source registers,
# the limits of Accel-Sim's trace parser; other lines pass unchanged. Used by run.sh.
/^[0-9a-f]+ [0-9a-f]+ [0-9]+ / {
	nd = $3; i = 4; dst = ""
	for (k = 0; k < nd; k++) { if (k == 0) dst = " " $(i); i++ }
	out = $1 " " $2 " " (nd > 0 ? 1 : 0) dst " " $(i); i++
	ns = $(i); i++; src = ""; kept = 0
	for (k = 0; k < ns; k++) { if (kept < 4) { src = src " " $(i); kept++ } i++ }
	out = out " " kept src
	for (; i <= NF; i++) out = out " " $(i)
	print out; next
}
{ print }
